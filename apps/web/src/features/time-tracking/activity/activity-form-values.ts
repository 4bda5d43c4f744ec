import {
  addUtcDays,
  fromUtcCalendarDate,
  localClock,
  localDate,
  startOfLocalDay,
  zonedInstant,
} from '@atrium/contract/dates';
import { browserTimeZone } from '../../../auth/member-time-zone.ts';

/**
 * What the activity form edits; times are `HH:mm` on the chosen day, on the clock of the member's
 * zone (their own or their company's, docs/decisions/055-local-days.md), which the functions
 * here take as `timeZone` (the browser's when not given).
 */
export interface ActivityFormValues {
  date: string;
  start: string;
  /** Empty only for the running timer, which keeps running. */
  end: string;
  projectId: string;
  actionTypeId: string;
  description: string;
  billable: boolean;
}

/** The fields of the day and times → translation key of the message under `timeTracking.validation`. */
export type ActivityTimeErrors = Partial<Record<'date' | 'start' | 'end', string>>;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of `HH:mm` on the day `YYYY-MM-DD` in `timeZone`; `24:00` is the next midnight. */
export function localInstant(date: string, time: string, timeZone: string = browserTimeZone()): Date | null {
  if (!fromUtcCalendarDate(date)) return null;
  if (time === '24:00') return startOfLocalDay(addUtcDays(date, 1), timeZone);
  if (!TIME.exec(time)) return null;
  return zonedInstant(date, time, timeZone);
}

/** `HH:mm` of an instant on the clock of `timeZone`. */
export function localTime(instant: Date, timeZone: string = browserTimeZone()): string {
  return localClock(instant, timeZone);
}

/**
 * Checks the day and times before they are sent, with the server's rules that the browser can
 * know: start and end valid, the end after the start, nothing in the future. The other fields are
 * checked by the contract's schema (activity-form.tsx); overlaps only the server can see.
 */
export function validateActivityTimes(
  values: ActivityFormValues,
  {
    now = new Date(),
    running = false,
    timeZone = browserTimeZone(),
  }: { now?: Date; running?: boolean; timeZone?: string } = {},
): ActivityTimeErrors {
  const errors: ActivityTimeErrors = {};
  const day = fromUtcCalendarDate(values.date);
  if (!day) errors.date = 'date';
  else if (values.date > localDate(now, timeZone)) errors.date = 'future';
  const start = day ? localInstant(values.date, values.start, timeZone) : null;
  if (!values.start) errors.start = 'required';
  else if (!start) errors.start = 'time';
  if (values.end === '' && !running) errors.end = 'required';
  if (values.end !== '' && day) {
    const end = localInstant(values.date, values.end, timeZone);
    if (!end) errors.end = 'time';
    else if (start && end <= start) errors.end = 'endAfterStart';
    else if (end > now && !errors.date) errors.end = 'future';
  }
  if (start && start > now && !errors.date) errors.start = 'future';
  return errors;
}

/** The request body of create and update: instants in ISO form, trimmed description. */
export function activityBody(values: ActivityFormValues, timeZone: string = browserTimeZone()) {
  const start = localInstant(values.date, values.start, timeZone);
  const end = values.end === '' ? null : localInstant(values.date, values.end, timeZone);
  if (!start) throw new RangeError('activityBody: invalid start');
  return {
    startAt: start.toISOString(),
    endAt: end ? end.toISOString() : null,
    projectId: values.projectId,
    actionTypeId: values.actionTypeId,
    description: values.description.trim(),
    billable: values.billable,
  };
}

/** The body of a new (finished) activity: an end is required. */
export function createActivityBody(values: ActivityFormValues, timeZone: string = browserTimeZone()) {
  const body = activityBody(values, timeZone);
  if (body.endAt === null) throw new RangeError('createActivityBody: an activity needs an end');
  return { ...body, endAt: body.endAt };
}

/** The form's values of a recorded activity, on the clock of `timeZone`. */
export function activityFormValues(
  activity: {
    startAt: string;
    endAt: string | null;
    project: { projectId: string };
    actionType: { actionTypeId: string };
    description: string;
    billable: boolean;
  },
  timeZone: string = browserTimeZone(),
): ActivityFormValues {
  const start = new Date(activity.startAt);
  return {
    date: localDate(start, timeZone),
    start: localTime(start, timeZone),
    end: activity.endAt ? localTime(new Date(activity.endAt), timeZone) : '',
    projectId: activity.project.projectId,
    actionTypeId: activity.actionType.actionTypeId,
    description: activity.description,
    billable: activity.billable,
  };
}

/** Server field paths that name a form field differently (the rest keep their names). */
export const SERVER_FIELDS: Readonly<Record<string, keyof ActivityFormValues>> = {
  'body.startAt': 'start',
  'body.endAt': 'end',
};
