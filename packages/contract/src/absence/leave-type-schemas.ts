import { z } from 'zod';
import { colourSchema } from '../time-tracking/catalog-schemas.ts';
import { translationsSchema } from './translations-schema.ts';

/** How a leave type is requested and counted; fixed once the type is used. */
export const LEAVE_TYPE_UNITS = ['day', 'half_day', 'hour'] as const;
export const LEAVE_TYPE_CATEGORIES = ['vacation', 'sick', 'special', 'unpaid', 'other'] as const;
/** private: colleagues see that a person is absent, not why. */
export const LEAVE_TYPE_VISIBILITIES = ['public', 'private'] as const;

/** Longest span any day count of a leave type may name. */
const DAYS_MAX = 3660;
const NEGATIVE_HOURS_MAX = 10_000;
const SORT_ORDER_MAX = 1000;

const days = (min: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be ${min} to ${DAYS_MAX}`)
    .max(DAYS_MAX, `must be ${min} to ${DAYS_MAX}`);

/** What ADMIN/OWNER write when they create or change a leave type (docs/product/absence.md#leave-types). */
export const leaveTypeBodySchema = z.object({
  names: translationsSchema,
  colour: colourSchema,
  unit: z.enum(LEAVE_TYPE_UNITS).default('day'),
  category: z.enum(LEAVE_TYPE_CATEGORIES),
  countsAgainstAllowance: z.boolean().default(false),
  /** From which day of one absence a certificate is asked for; null: never. */
  certificateRequiredFromDay: days(1).nullable().default(null),
  minimumNoticeDays: days(0).default(0),
  /** null: no limit. */
  maximumConsecutiveDays: days(1).nullable().default(null),
  /** Days after joining before a member may take this leave. */
  eligibleAfterDays: days(0).default(0),
  /** How far below zero a balance of this type may go, in hours. */
  allowedNegativeHours: z
    .number()
    .int('must be a whole number')
    .min(0, `must be 0 to ${NEGATIVE_HOURS_MAX}`)
    .max(NEGATIVE_HOURS_MAX, `must be 0 to ${NEGATIVE_HOURS_MAX}`)
    .default(0),
  visibility: z.enum(LEAVE_TYPE_VISIBILITIES).default('public'),
  autoApprove: z.boolean().default(false),
  /** Time off in lieu: approved overtime feeds its balance (docs/product/overtime.md#time-off-in-lieu). */
  timeOffInLieu: z.boolean().default(false),
  /** Lists are ordered by this, then by English name. */
  sortOrder: z
    .number()
    .int('must be a whole number')
    .min(0, `must be 0 to ${SORT_ORDER_MAX}`)
    .max(SORT_ORDER_MAX, `must be 0 to ${SORT_ORDER_MAX}`)
    .default(0),
});

export const leaveTypeSchema = leaveTypeBodySchema.extend({
  leaveTypeId: z.uuid(),
  /** Always sent; a reader without it (an older answer) takes false. */
  timeOffInLieu: z.boolean().optional(),
  colour: z.string(),
  archived: z.boolean(),
});
export type LeaveType = z.infer<typeof leaveTypeSchema>;

export const leaveTypeIdParamsSchema = z.object({ leaveTypeId: z.uuid() });
