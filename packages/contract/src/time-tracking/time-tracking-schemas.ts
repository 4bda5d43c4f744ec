import { z } from 'zod';

/**
 * Time model (decision 012): times are instants (ISO 8601, answered with `Z`); a timeline is one
 * member's local calendar day in their zone (docs/product/time-tracking.md#days-and-timelines,
 * docs/decisions/055-local-days.md), and an activity belongs to the local day its start falls on.
 * A manually entered activity lies inside one local day (it may end exactly at the next midnight);
 * a running timer stopped after midnight is split at each local midnight into one activity per day.
 * Nothing may end in the future.
 */

/** Days the timeline list covers when no range is given (about three months). */
export const TIMELINES_DEFAULT_DAYS = 92;
/** Longest range the timeline list and statistics accept, in days, both ends included. */
export const TIME_TRACKING_MAX_RANGE_DAYS = 366;
export const DESCRIPTION_MAX = 1000;
export const NAME_MAX = 100;

/** Big integer ids (timelines, activities) travel as JSON numbers (docs/product/time-tracking.md#days-and-timelines: numeric timelineId). */
export const numericIdSchema = z.number().int().positive();
export const numericIdParamSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `YYYY-MM-DD`, a day that exists; the UTC calendar date of docs/product/time-tracking.md#days-and-timelines. */
export const calendarDateSchema = z.iso.date('must be a date YYYY-MM-DD that exists');

/** An instant; an offset other than Z is accepted and normalised. */
export const instantSchema = z.iso.datetime({ offset: true });
/** What the server answers: always UTC with `Z`. */
export const instantOutSchema = z.iso.datetime();

export const nameSchema = z
  .string()
  .trim()
  .min(1, `must be 1 to ${NAME_MAX} characters`)
  .max(NAME_MAX, `must be 1 to ${NAME_MAX} characters`);

export const descriptionSchema = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX, `must be at most ${DESCRIPTION_MAX} characters`);

/** A true/false query flag: `true`/`false` (also `1`/`0`). */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The project as an activity shows it, also when the project is archived since. */
export const activityProjectSchema = z.object({
  projectId: z.uuid(),
  name: z.string(),
  colour: z.string(),
  clientId: z.uuid(),
  clientName: z.string(),
});

export const activityActionTypeSchema = z.object({
  actionTypeId: z.uuid(),
  name: z.string(),
});

export const activitySchema = z.object({
  activityId: numericIdSchema,
  timelineId: numericIdSchema,
  companyMemberId: z.uuid(),
  /** The timeline's day (UTC calendar date of startAt). */
  date: z.string(),
  startAt: instantOutSchema,
  /** null only while this is the member's running timer. */
  endAt: instantOutSchema.nullable(),
  /** endAt − startAt; null while running (the client counts it up from startAt). */
  durationSeconds: z.number().int().nullable(),
  project: activityProjectSchema,
  actionType: activityActionTypeSchema,
  description: z.string(),
  billable: z.boolean(),
});
export type Activity = z.infer<typeof activitySchema>;

/** One entry of the member's timeline list: the day and its totals, without activities. */
export const timelineSummarySchema = z.object({
  timelineId: numericIdSchema,
  date: z.string(),
  /** Finished activities only; a running timer adds to none of the totals. */
  totalSeconds: z.number().int(),
  billableSeconds: z.number().int(),
  activityCount: z.number().int(),
});
export type TimelineSummary = z.infer<typeof timelineSummarySchema>;

export const timelineSchema = timelineSummarySchema.extend({
  companyMemberId: z.uuid(),
  /** Display name of the timeline's member (a manager may read someone else's). */
  memberName: z.string(),
  /** Ordered by start. */
  activities: z.array(activitySchema),
});
export type Timeline = z.infer<typeof timelineSchema>;

export const timelinesQuerySchema = z.object({
  /** First day; default: `to` − 91 days. */
  from: calendarDateSchema.optional(),
  /** Last day, included; default: today (UTC). */
  to: calendarDateSchema.optional(),
});

export const timelineOnDateQuerySchema = z.object({ date: calendarDateSchema });
export const timelineIdParamsSchema = z.object({ timelineId: numericIdParamSchema });
export const activityIdParamsSchema = z.object({ activityId: numericIdParamSchema });

const activityFields = {
  projectId: z.uuid(),
  actionTypeId: z.uuid(),
  description: descriptionSchema.default(''),
  billable: z.boolean().default(true),
};

/**
 * A manual activity. Checked by the server (400 naming the field): endAt after startAt, both in
 * startAt's local day (endAt may be the next local midnight), not in the future, an active project and
 * action type. Overlap with another of the member's activities (or their running timer): 409
 * naming the other activity's times and project.
 */
export const createActivityBodySchema = z.object({
  startAt: instantSchema,
  endAt: instantSchema,
  ...activityFields,
});

/**
 * Replaces an activity's fields. `endAt: null` is accepted only for the running timer (it keeps
 * running); a finished activity needs an end. The activity may move to another day.
 */
export const updateActivityBodySchema = z.object({
  startAt: instantSchema,
  endAt: instantSchema.nullable(),
  ...activityFields,
});

/** Starts now. 409 when the member already has a running timer (the message names it). */
export const startTimerBodySchema = z.object(activityFields);
