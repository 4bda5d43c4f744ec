import { afterEach } from 'vitest';

const original = process.env.TZ;

/** Run the tests of a file in a chosen time zone; Node re-reads TZ whenever it is assigned. */
export function useTimeZone(zone: string): void {
  process.env.TZ = zone;
}

afterEach(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});
