import { describe, expect, it } from 'vitest';
import { nextPushAttempt, PUSH_RETRY } from './push-retry.ts';

const now = Date.parse('2026-11-24T10:00:00Z');

describe('the next attempt of a push', () => {
  it('is none when every device was reached or removed', () => {
    expect(nextPushAttempt(undefined, { devices: [], notBefore: null }, now)).toBeNull();
  });

  it("honours the push service's Retry-After, naming only the devices still to reach", () => {
    const next = nextPushAttempt(undefined, { devices: ['a'], notBefore: now + 90_000 }, now);
    expect(next).toEqual({ state: { devices: ['a'], attempt: 1, firstAt: now }, at: new Date(now + 90_000) });
  });

  it('backs off exponentially without one, never sooner than a second', () => {
    const first = nextPushAttempt(undefined, { devices: ['a', 'b'], notBefore: null }, now)!;
    expect(first.at.getTime() - now).toBe(PUSH_RETRY.baseDelayMs);
    const third = nextPushAttempt({ ...first.state, attempt: 2 }, { devices: ['b'], notBefore: null }, now)!;
    expect(third.state).toEqual({ devices: ['b'], attempt: 3, firstAt: now });
    expect(third.at.getTime() - now).toBe(PUSH_RETRY.baseDelayMs * 4);
    const asap = nextPushAttempt(undefined, { devices: ['a'], notBefore: now - 5_000 }, now)!;
    expect(asap.at.getTime() - now).toBe(PUSH_RETRY.minDelayMs);
  });

  it('gives up after the last attempt or past the time to live', () => {
    const last = { devices: ['a'], attempt: PUSH_RETRY.maxAttempts, firstAt: now };
    expect(nextPushAttempt(last, { devices: ['a'], notBefore: null }, now)).toBeNull();
    const dayLate = now + PUSH_RETRY.giveUpAfterMs + 1;
    expect(nextPushAttempt(undefined, { devices: ['a'], notBefore: dayLate }, now)).toBeNull();
  });
});
