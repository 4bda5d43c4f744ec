import { describe, expect, it } from 'vitest';
import { checkActivityTimes, nextUtcMidnight, splitAtMidnights, utcDay, wholeSeconds } from './time-rules.ts';

const at = (text: string) => new Date(text);
const now = at('2026-06-10T12:00:00Z');

describe('time rules', () => {
  it('takes the UTC calendar day of an instant, whatever offset it was written with', () => {
    expect(utcDay(at('2026-06-10T00:30:00+02:00'))).toBe('2026-06-09');
    expect(utcDay(at('2026-06-09T23:59:59Z'))).toBe('2026-06-09');
    expect(nextUtcMidnight(at('2026-06-09T23:59:59Z')).toISOString()).toBe('2026-06-10T00:00:00.000Z');
    expect(nextUtcMidnight(at('2026-06-10T00:00:00Z')).toISOString()).toBe('2026-06-11T00:00:00.000Z');
    expect(wholeSeconds(at('2026-06-10T10:00:00.999Z')).toISOString()).toBe('2026-06-10T10:00:00.000Z');
  });

  it('accepts an activity inside one UTC day, ending at the latest at midnight', () => {
    expect(checkActivityTimes(at('2026-06-09T22:00:00Z'), at('2026-06-10T00:00:00Z'), now)).toEqual([]);
    expect(checkActivityTimes(at('2026-06-10T08:00:00Z'), at('2026-06-10T12:00:30Z'), now)).toEqual([]);
  });

  it('names the field that is wrong', () => {
    expect(checkActivityTimes(at('2026-06-10T09:00:00Z'), at('2026-06-10T09:00:00Z'), now)).toEqual([
      { path: 'body.endAt', message: 'must be after startAt' },
    ]);
    expect(
      checkActivityTimes(at('2026-06-09T23:00:00Z'), at('2026-06-10T00:00:01Z'), now)[0]?.message,
    ).toContain('same UTC day as startAt (2026-06-09');
    expect(checkActivityTimes(at('2026-06-10T11:00:00Z'), at('2026-06-10T12:05:00Z'), now)).toEqual([
      { path: 'body.endAt', message: 'must not be in the future' },
    ]);
    expect(checkActivityTimes(at('2026-06-11T08:00:00Z'), at('2026-06-11T09:00:00Z'), now)).toEqual([
      { path: 'body.startAt', message: 'must not be in the future' },
      { path: 'body.endAt', message: 'must not be in the future' },
    ]);
    // A running timer (no end) is checked for its start only.
    expect(checkActivityTimes(at('2026-06-10T11:00:00Z'), null, now)).toEqual([]);
  });

  it('splits a span at each UTC midnight, without empty pieces', () => {
    expect(
      splitAtMidnights(at('2026-06-08T22:00:00Z'), at('2026-06-10T01:00:00Z')).map((piece) => [
        piece.startAt.toISOString(),
        piece.endAt.toISOString(),
      ]),
    ).toEqual([
      ['2026-06-08T22:00:00.000Z', '2026-06-09T00:00:00.000Z'],
      ['2026-06-09T00:00:00.000Z', '2026-06-10T00:00:00.000Z'],
      ['2026-06-10T00:00:00.000Z', '2026-06-10T01:00:00.000Z'],
    ]);
    expect(splitAtMidnights(at('2026-06-09T22:00:00Z'), at('2026-06-10T00:00:00Z'))).toHaveLength(1);
    expect(splitAtMidnights(at('2026-06-09T08:00:00Z'), at('2026-06-09T09:00:00Z'))).toHaveLength(1);
  });
});
