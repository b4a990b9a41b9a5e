/** Thrown when something the probes or the metrics wait on takes longer than they can. */
export class TooSlowError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TooSlowError';
  }
}

/**
 * `work`, or a TooSlowError after `ms`: a probe or a scrape answers in time whatever the
 * database does (the work itself goes on; its outcome is then ignored).
 */
export function withinMs<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TooSlowError(ms)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
