import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  defaultTimeZoneOf,
  localClock,
  localDate,
  localDayHours,
  nextLocalMidnight,
  splitAtLocalMidnights,
  startOfLocalDay,
  timeZoneSchema,
  zonedInstant,
  zoneOffsetMs,
} from './time-zone.ts';
import { useTimeZone } from './time-zone.test-helper.ts';

const SKOPJE = 'Europe/Skopje';

describe('local days in an IANA zone', () => {
  it('puts 00:30 in Skopje on that local day, not the previous UTC day', () => {
    const instant = new Date('2026-11-23T23:30:00Z');
    expect(localDate(instant, SKOPJE)).toBe('2026-11-24');
    expect(localClock(instant, SKOPJE)).toBe('00:30');
    expect(localDate(instant, 'UTC')).toBe('2026-11-23');
  });

  it('does not depend on the process time zone', () => {
    useTimeZone('America/Los_Angeles');
    expect(localDate(new Date('2026-11-23T23:30:00Z'), SKOPJE)).toBe('2026-11-24');
    expect(startOfLocalDay('2026-11-24', SKOPJE).toISOString()).toBe('2026-11-23T23:00:00.000Z');
  });

  it('knows the offset in winter and in summer', () => {
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), SKOPJE)).toBe(3_600_000);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), SKOPJE)).toBe(7_200_000);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('has a 23-hour day on the last Sunday of March and a 25-hour one in October', () => {
    expect(localDayHours('2026-03-29', SKOPJE)).toBe(23);
    expect(localDayHours('2026-10-25', SKOPJE)).toBe(25);
    expect(localDayHours('2026-03-28', SKOPJE)).toBe(24);
    expect(localDayHours('2026-03-29', 'UTC')).toBe(24);
    expect(startOfLocalDay('2026-03-30', SKOPJE).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(nextLocalMidnight(new Date('2026-10-25T12:00:00Z'), SKOPJE).toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('reads wall-clock times across the changes', () => {
    expect(zonedInstant('2026-03-29', '01:30', SKOPJE).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedInstant('2026-03-29', '03:30', SKOPJE).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 does not exist that night: it is read as just after the jump.
    expect(zonedInstant('2026-03-29', '02:30', SKOPJE).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice in October: the first one.
    expect(zonedInstant('2026-10-25', '02:30', SKOPJE).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant('2026-11-24', '00:30:15', SKOPJE).toISOString()).toBe('2026-11-23T23:30:15.000Z');
  });

  it('cuts a span at local midnights', () => {
    const pieces = splitAtLocalMidnights(
      new Date('2026-11-23T22:00:00Z'),
      new Date('2026-11-24T00:00:00Z'),
      SKOPJE,
    );
    expect(pieces.map((piece) => [piece.startAt.toISOString(), piece.endAt.toISOString()])).toEqual([
      ['2026-11-23T22:00:00.000Z', '2026-11-23T23:00:00.000Z'],
      ['2026-11-23T23:00:00.000Z', '2026-11-24T00:00:00.000Z'],
    ]);
  });
});

describe('zone names', () => {
  it('accepts IANA region names and UTC, in Intl spelling', () => {
    expect(canonicalTimeZone('Europe/Skopje')).toBe('Europe/Skopje');
    expect(canonicalTimeZone('europe/tirane')).toBe('Europe/Tirane');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(timeZoneSchema.parse(' Europe/Tirane ')).toBe('Europe/Tirane');
  });

  it('refuses offsets, unknown places and junk', () => {
    for (const name of ['+01:00', 'Mars/Olympus', '', 'Europe', 'GMT+1', 'Europe/Skopje; drop']) {
      expect(canonicalTimeZone(name), name).toBeNull();
      expect(timeZoneSchema.safeParse(name).success, name).toBe(false);
    }
  });

  it('defaults a company from its country', () => {
    expect(defaultTimeZoneOf('MK')).toBe('Europe/Skopje');
    expect(defaultTimeZoneOf('AL')).toBe('Europe/Tirane');
    expect(defaultTimeZoneOf('US')).toBe('UTC');
    expect(defaultTimeZoneOf(null)).toBe('UTC');
  });
});
