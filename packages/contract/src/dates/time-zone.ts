import { tzOffset } from '@date-fns/tz/tzOffset';
import { z } from 'zod';
import { addUtcDays } from './day-arithmetic.ts';

/**
 * Calendar days and wall-clock times in an IANA time zone: the one place the server and the web
 * turn an instant into a local day or time and back. A zone's offset at an instant comes from
 * `@date-fns/tz` (decision 085); the rules of days and skipped or repeated times are ours. Local days
 * are not all 24 hours long (Europe/Skopje has a 23-hour day on the last Sunday of March and a
 * 25-hour one on the last Sunday of October), so day boundaries are always asked of the zone,
 * never added as 86,400,000 ms (docs/decisions/055-local-days.md).
 */

/** The zone every company starts with until an admin or its country says otherwise. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Time zone of a company's country, for the ones the product's companies come from. */
const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  MK: 'Europe/Skopje',
  AL: 'Europe/Tirane',
  XK: 'Europe/Belgrade',
  RS: 'Europe/Belgrade',
  ME: 'Europe/Podgorica',
  BA: 'Europe/Sarajevo',
  HR: 'Europe/Zagreb',
  SI: 'Europe/Ljubljana',
  BG: 'Europe/Sofia',
  GR: 'Europe/Athens',
  RO: 'Europe/Bucharest',
  TR: 'Europe/Istanbul',
  IT: 'Europe/Rome',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  PL: 'Europe/Warsaw',
  CZ: 'Europe/Prague',
  HU: 'Europe/Budapest',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
};

/** The zone a company in `countryCode` (ISO 3166-1 alpha-2) starts with; UTC when unknown. */
export function defaultTimeZoneOf(countryCode: string | null | undefined): string {
  return (countryCode && COUNTRY_TIME_ZONES[countryCode.toUpperCase()]) || DEFAULT_TIME_ZONE;
}

/** The IANA name `Intl` knows the zone by (its own spelling), or null when it is not a region zone. */
export function canonicalTimeZone(name: string): string | null {
  // Region names (Europe/Skopje) and UTC only: Intl also takes offsets such as +01:00, which
  // know no daylight saving and so are not a place's time.
  if (!/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A request's IANA zone name, answered in `Intl`'s spelling; 400 names the field otherwise. */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64, 'must be at most 64 characters')
  .refine((name) => canonicalTimeZone(name) !== null, {
    message: 'must be an IANA time zone name such as Europe/Skopje',
  })
  .transform((name) => canonicalTimeZone(name)!);

/** Wall-clock parts of `instant` in `timeZone`. */
export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function localParts(instant: Date, timeZone: string): LocalParts {
  // The wall clock is the instant moved by the zone's offset, read in UTC.
  const wall = new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in ms (Skopje: 3,600,000 in winter). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  // Whole seconds: the clocks of a zone never show fractions of a second of offset.
  return Math.round(tzOffset(timeZone, instant) * 60) * 1000;
}

/** The calendar date `YYYY-MM-DD` `instant` falls on in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** `HH:MM` of `instant` on the clocks of `timeZone`. */
export function localClock(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** Minutes after local midnight of `instant` in `timeZone`. */
export function localMinuteOfDay(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return p.hour * 60 + p.minute;
}

/**
 * The instant the clocks of `timeZone` show `time` (`HH:MM` or `HH:MM:SS`) on `date`. A time the
 * clocks skip (02:30 on a spring-forward night) is read with the offset before the jump, so it
 * lands just after it; a time they show twice (autumn) is the first of the two.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset before and after the moment may differ; try the earlier offset first.
  const before = zoneOffsetMs(new Date(wall - 86_400_000 / 2), timeZone);
  const after = zoneOffsetMs(new Date(wall + 86_400_000 / 2), timeZone);
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = new Date(wall - offset);
    if (zoneOffsetMs(candidate, timeZone) === offset) return candidate;
  }
  return new Date(wall - before);
}

/** Local midnight starting `date` in `timeZone`. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return zonedInstant(date, '00:00', timeZone);
}

/** Local midnight starting the day after the one `instant` falls on in `timeZone`. */
export function nextLocalMidnight(instant: Date, timeZone: string): Date {
  return startOfLocalDay(addUtcDays(localDate(instant, timeZone), 1), timeZone);
}

/** Hours in the local day `date` of `timeZone`: 24, or 23/25 on daylight-saving changes. */
export function localDayHours(date: string, timeZone: string): number {
  const start = startOfLocalDay(date, timeZone);
  const end = startOfLocalDay(addUtcDays(date, 1), timeZone);
  return (end.getTime() - start.getTime()) / 3_600_000;
}

/**
 * [startAt, endAt) cut at each local midnight of `timeZone`: one piece per local day, the first
 * starting at `startAt`, the last ending at `endAt`.
 */
export function splitAtLocalMidnights(
  startAt: Date,
  endAt: Date,
  timeZone: string,
): { startAt: Date; endAt: Date }[] {
  const pieces: { startAt: Date; endAt: Date }[] = [];
  let from = startAt;
  while (from.getTime() < endAt.getTime()) {
    const midnight = nextLocalMidnight(from, timeZone);
    const to = midnight.getTime() < endAt.getTime() ? midnight : endAt;
    pieces.push({ startAt: from, endAt: to });
    from = to;
  }
  return pieces;
}

/**
 * The zones to choose from in a list: the runtime's IANA names, with UTC (Chromium lists it only
 * as Etc/UTC) and `current` (a stored zone the runtime spells differently) kept selectable.
 */
export function selectableTimeZones(current?: string | null): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([DEFAULT_TIME_ZONE, ...known]);
  if (current) zones.add(current);
  return [...zones].sort((a, b) =>
    a === DEFAULT_TIME_ZONE ? -1 : b === DEFAULT_TIME_ZONE ? 1 : a.localeCompare(b),
  );
}

/**
 * A Date whose local fields (getHours, getDate, …) in the runtime's own zone show the wall clock
 * of `timeZone` at `instant`: for formatting code that reads local fields, such as the web's
 * date patterns, when the person's zone is not the browser's. Not an instant: never send it.
 */
export function wallClockDate(instant: Date, timeZone: string): Date {
  const p = localParts(instant, timeZone);
  const date = new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  date.setFullYear(p.year);
  return date;
}
