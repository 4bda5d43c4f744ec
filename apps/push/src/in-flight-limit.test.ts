import { describe, expect, it } from 'vitest';
import { createInFlightLimit } from './in-flight-limit.ts';

describe('a limit of work in flight', () => {
  it('runs at most its limit at once, the rest in the order it came, and frees a slot on failure', async () => {
    const limit = createInFlightLimit(3);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const work = (n: number) =>
      limit.run(async () => {
        started.push(n);
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (n === 2) throw new Error('refused');
        return n;
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => work(n)));
    expect(peak).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(limit.running).toBe(0);
  });

  it('refuses a limit that is not a whole number of one or more', () => {
    expect(() => createInFlightLimit(0)).toThrow();
    expect(() => createInFlightLimit(1.5)).toThrow();
  });
});
