/**
 * `task` run one call at a time, the others queued in order: a PDF holds its images decoded while it renders, so
 * a process rendering one at a time holds one PDF's worth, however many downloads arrive together.
 */
export function oneAtATime<A extends unknown[], R>(task: (...args: A) => Promise<R>) {
  let last: Promise<unknown> = Promise.resolve();
  return (...args: A): Promise<R> => {
    const run = last.then(() => task(...args));
    // A failed render fails its own caller only: the next in line still runs.
    last = run.catch(() => undefined);
    return run;
  };
}
