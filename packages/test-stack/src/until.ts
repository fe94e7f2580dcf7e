/**
 * Resolves once `check` holds, reading it every 20 ms: how the test stack waits for what another service does
 * in the background (a consumer, a poll loop). Gives up with `what` after 20 s.
 */
export async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await check()); waited += 20) {
    if (waited > 20_000) throw new Error(`${what}: not after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
