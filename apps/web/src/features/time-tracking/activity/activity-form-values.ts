import { fromUtcCalendarDate, toUtcCalendarDate } from '@atrium/contract/dates';

/** What the activity form edits; times are local `HH:mm` on the chosen day. */
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

export type ActivityField = keyof ActivityFormValues;
/** Field → translation key of the message under `timeTracking.validation`. */
export type ActivityErrors = Partial<Record<ActivityField, string>>;

export const DESCRIPTION_MAX_LENGTH = 1000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The local instant of `HH:mm` on the day `YYYY-MM-DD`; `24:00` is the next midnight. */
export function localInstant(date: string, time: string): Date | null {
  const day = fromUtcCalendarDate(date);
  if (!day) return null;
  if (time === '24:00') {
    day.setDate(day.getDate() + 1);
    return day;
  }
  const match = TIME.exec(time);
  if (!match) return null;
  day.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return day;
}

/** `HH:mm` of an instant in local time. */
export function localTime(instant: Date): string {
  return `${String(instant.getHours()).padStart(2, '0')}:${String(instant.getMinutes()).padStart(2, '0')}`;
}

/**
 * Checks a form before it is sent, with the server's own rules where the browser can know
 * them: project and action type chosen, start and end valid, the end after the start, nothing
 * in the future, the description at most 1000 characters. Overlaps only the server can see.
 */
export function validateActivity(
  values: ActivityFormValues,
  { now = new Date(), running = false }: { now?: Date; running?: boolean } = {},
): ActivityErrors {
  const errors: ActivityErrors = {};
  if (!values.projectId) errors.projectId = 'required';
  if (!values.actionTypeId) errors.actionTypeId = 'required';
  const day = fromUtcCalendarDate(values.date);
  if (!day) errors.date = 'date';
  else if (toUtcCalendarDate(day) > toUtcCalendarDate(now)) errors.date = 'future';
  const start = day ? localInstant(values.date, values.start) : null;
  if (!values.start) errors.start = 'required';
  else if (!start) errors.start = 'time';
  if (values.end === '' && !running) errors.end = 'required';
  if (values.end !== '' && day) {
    const end = localInstant(values.date, values.end);
    if (!end) errors.end = 'time';
    else if (start && end <= start) errors.end = 'endAfterStart';
    else if (end > now && !errors.date) errors.end = 'future';
  }
  if (start && start > now && !errors.date) errors.start = 'future';
  if (values.description.trim().length > DESCRIPTION_MAX_LENGTH) errors.description = 'descriptionLength';
  return errors;
}

/** The request body of create and update: instants in ISO form, trimmed description. */
export function activityBody(values: ActivityFormValues) {
  const start = localInstant(values.date, values.start);
  const end = values.end === '' ? null : localInstant(values.date, values.end);
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
export function createActivityBody(values: ActivityFormValues) {
  const body = activityBody(values);
  if (body.endAt === null) throw new RangeError('createActivityBody: an activity needs an end');
  return { ...body, endAt: body.endAt };
}

/** The form's values of a recorded activity, in local time. */
export function activityFormValues(activity: {
  startAt: string;
  endAt: string | null;
  project: { projectId: string };
  actionType: { actionTypeId: string };
  description: string;
  billable: boolean;
}): ActivityFormValues {
  const start = new Date(activity.startAt);
  return {
    date: toUtcCalendarDate(start),
    start: localTime(start),
    end: activity.endAt ? localTime(new Date(activity.endAt)) : '',
    projectId: activity.project.projectId,
    actionTypeId: activity.actionType.actionTypeId,
    description: activity.description,
    billable: activity.billable,
  };
}

/** Server field paths (`body.endAt`) mapped onto the form's fields. */
export const SERVER_FIELDS: Readonly<Record<string, ActivityField>> = {
  'body.startAt': 'start',
  'body.endAt': 'end',
  'body.projectId': 'projectId',
  'body.actionTypeId': 'actionTypeId',
  'body.description': 'description',
  'body.billable': 'billable',
};
