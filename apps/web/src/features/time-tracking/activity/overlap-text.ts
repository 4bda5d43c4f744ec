import { localDate, wallClockDate } from '@atrium/contract/dates';
import type { Activity, Timeline } from '@atrium/contract/time-tracking';
import type { TFunction } from 'i18next';
import type { DateFormat } from '../../../ui/dates/date-format.ts';
import { activityBody, type ActivityFormValues } from './activity-form-values.ts';

/**
 * The clash of a refused save in the person's words and the time of their zone ("9:30 AM–10:30 AM on
 * Nov 22, 2026: Acme — Website"), found among their own activities of that day. The server's
 * message names the clash in English; it is only kept when the clash cannot be found here.
 */
export async function overlapText(
  values: ActivityFormValues,
  exceptId: number | undefined,
  loadDay: (utcDate: string) => Promise<Timeline | null>,
  t: TFunction,
  format: DateFormat,
  timeZone: string,
  now: Date = new Date(),
): Promise<string | null> {
  const body = activityBody(values, timeZone);
  const start = Date.parse(body.startAt);
  const end = body.endAt ? Date.parse(body.endAt) : now.getTime();
  // Days are the member's local days (docs/decisions/055-local-days.md).
  const days = new Set([localDate(new Date(start), timeZone), localDate(new Date(end - 1), timeZone)]);
  const timelines = await Promise.all([...days].map((day) => loadDay(day).catch(() => null)));
  const clash = timelines
    .flatMap((timeline): Activity[] => timeline?.activities ?? [])
    .find((activity) => {
      if (activity.activityId === exceptId) return false;
      const from = Date.parse(activity.startAt);
      const to = activity.endAt ? Date.parse(activity.endAt) : now.getTime();
      return from < end && to > start;
    });
  if (!clash) return null;
  const what = `${clash.project.clientName} — ${clash.project.name}`;
  // The person's wall clock, whatever zone the browser is in.
  const wall = (instant: string) => wallClockDate(new Date(instant), timeZone);
  return clash.endAt
    ? t('timeTracking.activity.overlapWith', {
        date: format.date(wall(clash.startAt)),
        start: format.time(wall(clash.startAt)),
        end: format.time(wall(clash.endAt)),
        what,
      })
    : t('timeTracking.activity.overlapRunning', { start: format.time(wall(clash.startAt)), what });
}
