import { localMinuteOfDay as localMinute } from '@atrium/contract/dates';

/** Quiet hours as minutes after local midnight; start > end spans midnight (22:00–07:00). */
export interface QuietHours {
  startMinute: number;
  endMinute: number;
}

/**
 * When the person's quiet hours end, if `now` falls inside them; null outside them. Counted in
 * whole minutes from now, so a daylight-saving jump inside the quiet hours shifts the end by
 * the jump at most.
 */
export function quietHoursEnd(now: Date, timeZone: string, quiet: QuietHours | null): Date | null {
  if (!quiet || quiet.startMinute === quiet.endMinute) return null;
  const minute = localMinute(now, timeZone);
  const { startMinute: start, endMinute: end } = quiet;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  const untilEnd = (end - minute + 24 * 60) % (24 * 60);
  const endAt = new Date(now.getTime() + untilEnd * 60_000);
  endAt.setUTCSeconds(0, 0);
  return endAt;
}

/** The local hour of `instant` in `timeZone` (the digest goes out at 08:00 local). */
export function localHour(instant: Date, timeZone: string): number {
  return Math.floor(localMinute(instant, timeZone) / 60);
}

export function toClock(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

export function fromClock(clock: string): number {
  const [hour, minute] = clock.split(':').map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0);
}
