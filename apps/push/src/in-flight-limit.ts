/**
 * At most `max` of the work given to `run` at once; the rest waits its turn in order. The push
 * service sends through one of these, so however many sends run together (several notifications,
 * several API instances calling one push service) it has a bounded number of requests open.
 */
export interface InFlightLimit {
  readonly max: number;
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Requests running now (tests check the bound through it). */
  readonly running: number;
}

export function createInFlightLimit(max: number): InFlightLimit {
  if (!Number.isInteger(max) || max < 1) throw new Error('an in-flight limit is a whole number of 1 or more');
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    max,
    get running() {
      return running;
    },
    async run(work) {
      if (running < max) running += 1;
      // The slot passes straight from the finishing request to the next in line.
      else await new Promise<void>((resume) => waiting.push(resume));
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
