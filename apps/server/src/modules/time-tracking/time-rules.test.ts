import { describe, expect, it } from 'vitest';
import { checkActivityTimes, memberDay, memberTime, splitAtMidnights, wholeSeconds } from './time-rules.ts';

const at = (text: string) => new Date(text);
const now = at('2026-06-10T12:00:00Z');
const UTC = 'UTC';
const SKOPJE = 'Europe/Skopje';

describe('time rules', () => {
  it("takes the calendar day of an instant in the member's zone, whatever offset it was written with", () => {
    expect(memberDay(at('2026-06-10T00:30:00+02:00'), UTC)).toBe('2026-06-09');
    expect(memberDay(at('2026-06-10T00:30:00+02:00'), SKOPJE)).toBe('2026-06-10');
    expect(memberDay(at('2026-06-09T23:59:59Z'), UTC)).toBe('2026-06-09');
    expect(memberTime(at('2026-06-09T22:30:00Z'), SKOPJE)).toBe('00:30');
    expect(wholeSeconds(at('2026-06-10T10:00:00.999Z')).toISOString()).toBe('2026-06-10T10:00:00.000Z');
  });

  it('accepts an activity inside one local day, ending at the latest at its midnight', () => {
    expect(checkActivityTimes(at('2026-06-09T22:00:00Z'), at('2026-06-10T00:00:00Z'), now, UTC)).toEqual([]);
    expect(checkActivityTimes(at('2026-06-10T08:00:00Z'), at('2026-06-10T12:00:30Z'), now, UTC)).toEqual([]);
    // 23:00–00:00 in Skopje (UTC+2 in June) is 21:00–22:00 UTC.
    expect(checkActivityTimes(at('2026-06-09T21:00:00Z'), at('2026-06-09T22:00:00Z'), now, SKOPJE)).toEqual(
      [],
    );
  });

  it('names the field that is wrong', () => {
    expect(checkActivityTimes(at('2026-06-10T09:00:00Z'), at('2026-06-10T09:00:00Z'), now, UTC)).toEqual([
      { path: 'body.endAt', message: 'must be after startAt' },
    ]);
    expect(
      checkActivityTimes(at('2026-06-09T23:00:00Z'), at('2026-06-10T00:00:01Z'), now, UTC)[0]?.message,
    ).toContain('same day as startAt (2026-06-09 in UTC');
    // 23:30–00:30 in Skopje crosses its midnight, though it is one UTC day.
    expect(
      checkActivityTimes(at('2026-06-09T21:30:00Z'), at('2026-06-09T22:30:00Z'), now, SKOPJE)[0]?.message,
    ).toContain('same day as startAt (2026-06-09 in Europe/Skopje');
    expect(checkActivityTimes(at('2026-06-10T11:00:00Z'), at('2026-06-10T12:05:00Z'), now, UTC)).toEqual([
      { path: 'body.endAt', message: 'must not be in the future' },
    ]);
    expect(checkActivityTimes(at('2026-06-11T08:00:00Z'), at('2026-06-11T09:00:00Z'), now, UTC)).toEqual([
      { path: 'body.startAt', message: 'must not be in the future' },
      { path: 'body.endAt', message: 'must not be in the future' },
    ]);
    // A running timer (no end) is checked for its start only.
    expect(checkActivityTimes(at('2026-06-10T11:00:00Z'), null, now, UTC)).toEqual([]);
  });

  it('splits a span at each local midnight, without empty pieces', () => {
    const pieces = (from: string, to: string, zone: string) =>
      splitAtMidnights(at(from), at(to), zone).map((piece) => [
        piece.startAt.toISOString(),
        piece.endAt.toISOString(),
      ]);
    expect(pieces('2026-06-08T22:00:00Z', '2026-06-10T01:00:00Z', UTC)).toEqual([
      ['2026-06-08T22:00:00.000Z', '2026-06-09T00:00:00.000Z'],
      ['2026-06-09T00:00:00.000Z', '2026-06-10T00:00:00.000Z'],
      ['2026-06-10T00:00:00.000Z', '2026-06-10T01:00:00.000Z'],
    ]);
    expect(pieces('2026-06-08T21:00:00Z', '2026-06-09T23:00:00Z', SKOPJE)).toEqual([
      ['2026-06-08T21:00:00.000Z', '2026-06-08T22:00:00.000Z'],
      ['2026-06-08T22:00:00.000Z', '2026-06-09T22:00:00.000Z'],
      ['2026-06-09T22:00:00.000Z', '2026-06-09T23:00:00.000Z'],
    ]);
    expect(splitAtMidnights(at('2026-06-09T22:00:00Z'), at('2026-06-10T00:00:00Z'), UTC)).toHaveLength(1);
    expect(splitAtMidnights(at('2026-06-09T08:00:00Z'), at('2026-06-09T09:00:00Z'), UTC)).toHaveLength(1);
  });
});
