export type MailServerDeps = {
  /** An SMTP handshake with the mail server; throws when it does not answer. */
  verifyMailServer: () => Promise<unknown>;
};

/** Whether the mail server answers now, and how long its handshake took. */
export async function checkMailServer(deps: MailServerDeps) {
  const started = performance.now();
  const ok = await deps.verifyMailServer().then(
    () => true,
    () => false,
  );
  return { ok, latencyMs: Math.round(performance.now() - started) };
}
