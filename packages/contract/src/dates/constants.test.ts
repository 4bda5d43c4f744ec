import { expect, it } from 'vitest';
import { DAY_REFRESH_INTERVAL_MS } from './constants.ts';

it('re-evaluates today every two hours (docs/product/time-tracking.md#timeline-selection)', () => {
  expect(DAY_REFRESH_INTERVAL_MS).toBe(7_200_000);
});
