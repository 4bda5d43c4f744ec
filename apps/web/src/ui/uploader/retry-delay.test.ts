import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, retryAfterMs, retryDelayMs } from './retry-delay.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('retryAfterMs', () => {
  it('reads delta-seconds', () => {
    expect(retryAfterMs('5', NOW)).toBe(5_000);
    expect(retryAfterMs(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP date against the clock; a date in the past means now', () => {
    expect(retryAfterMs('Tue, 24 Nov 2026 12:00:30 GMT', NOW)).toBe(30_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 11:59:00 GMT', NOW)).toBe(0);
  });

  it('answers null for no header or one it cannot read', () => {
    expect(retryAfterMs(null, NOW)).toBeNull();
    expect(retryAfterMs('', NOW)).toBeNull();
    expect(retryAfterMs('later', NOW)).toBeNull();
    expect(retryAfterMs('-3', NOW)).toBeNull();
  });
});

describe('retryDelayMs', () => {
  it('takes what the server asked, up to the cap', () => {
    expect(retryDelayMs(0, 2_000)).toBe(2_000);
    expect(retryDelayMs(2, 0)).toBe(0);
    expect(retryDelayMs(0, 10 * 60_000)).toBe(MAX_RETRY_AFTER_MS);
  });

  it('doubles from 500 ms when the server asked nothing', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelayMs(attempt, null))).toEqual([500, 1_000, 2_000, 4_000]);
  });
});
