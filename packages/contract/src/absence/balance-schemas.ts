import { z } from 'zod';
import { calendarDateSchema, instantOutSchema } from '../time-tracking/time-tracking-schemas.ts';

export const LEDGER_KINDS = [
  'allocation',
  'accrual',
  'carry_in',
  'expiry',
  'taken',
  'reversal',
  'adjustment',
] as const;
/** overtime: approved overtime feeding a time-off-in-lieu balance (docs/product/overtime.md#time-off-in-lieu). */
export const LEDGER_SOURCES = ['policy', 'request', 'manual', 'job', 'overtime'] as const;
export const ALLOWANCE_PRESET_KEYS = ['MK', 'AL'] as const;
export type AllowancePresetKey = (typeof ALLOWANCE_PRESET_KEYS)[number];

/**
 * Statutory presets a company can start a policy from (docs/product/absence.md#allowances):
 * North Macedonia at least 20 working days, carried days usable until 30 June; Albania 22
 * working days, carried days until 31 March.
 */
export const ALLOWANCE_PRESETS: Record<
  AllowancePresetKey,
  { yearlyDays: number; carryOverCapDays: number | null; carryOverExpiresOn: string }
> = {
  MK: { yearlyDays: 20, carryOverCapDays: null, carryOverExpiresOn: '06-30' },
  AL: { yearlyDays: 22, carryOverCapDays: null, carryOverExpiresOn: '03-31' },
};

const YEARLY_DAYS_MAX = 366;
const monthDaySchema = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, 'must be a month and day MM-DD');

const allowancePolicyFields = z.object({
  /** null: every type of the company that counts against the allowance. */
  leaveTypeId: z.uuid().nullable().default(null),
  effectiveFrom: calendarDateSchema,
  effectiveTo: calendarDateSchema.nullable().default(null),
  yearlyDays: z
    .number()
    .int('must be a whole number')
    .min(0, `must be 0 to ${YEARLY_DAYS_MAX}`)
    .max(YEARLY_DAYS_MAX, `must be 0 to ${YEARLY_DAYS_MAX}`),
  prorateOnHire: z.boolean().default(true),
  prorateOnExit: z.boolean().default(true),
  /** null: everything left moves into the next year; 0: nothing does. */
  carryOverCapDays: z
    .number()
    .int('must be a whole number')
    .min(0, `must be 0 to ${YEARLY_DAYS_MAX}`)
    .max(YEARLY_DAYS_MAX, `must be 0 to ${YEARLY_DAYS_MAX}`)
    .nullable()
    .default(null),
  /** Month and day of the next year after which carried days lapse; null: never. */
  carryOverExpiresOn: monthDaySchema.nullable().default(null),
  preset: z.enum(ALLOWANCE_PRESET_KEYS).nullable().default(null),
});

type PolicyFields = z.infer<typeof allowancePolicyFields>;

/** The rules across fields: the last day not before the first, a preset's days not below its minimum. */
function checkPolicy(value: PolicyFields, context: z.RefinementCtx) {
  if (value.effectiveTo !== null && value.effectiveTo < value.effectiveFrom) {
    context.addIssue({
      code: 'custom',
      path: ['effectiveTo'],
      message: 'must be on or after the first day',
    });
  }
  if (value.preset !== null && value.yearlyDays < ALLOWANCE_PRESETS[value.preset].yearlyDays) {
    context.addIssue({
      code: 'custom',
      path: ['yearlyDays'],
      message: `must be at least ${ALLOWANCE_PRESETS[value.preset].yearlyDays} under this preset`,
    });
  }
}

export const allowancePolicyBodySchema = allowancePolicyFields.superRefine(checkPolicy);
export type AllowancePolicyBody = z.infer<typeof allowancePolicyBodySchema>;

/**
 * A new policy, or a new version of one from a day (a change of law mid-year): with
 * `replacesAllowancePolicyId` the policy named ends the day before `effectiveFrom`, in the same
 * step (docs/product/absence.md#allowances).
 */
export const createAllowancePolicyBodySchema = allowancePolicyFields
  .extend({ replacesAllowancePolicyId: z.uuid().nullable().default(null) })
  .superRefine(checkPolicy);

export const allowancePolicySchema = z.object({
  allowancePolicyId: z.uuid(),
  leaveTypeId: z.uuid().nullable(),
  effectiveFrom: calendarDateSchema,
  effectiveTo: calendarDateSchema.nullable(),
  yearlyDays: z.number().int(),
  prorateOnHire: z.boolean(),
  prorateOnExit: z.boolean(),
  carryOverCapDays: z.number().int().nullable(),
  carryOverExpiresOn: z.string().nullable(),
  preset: z.enum(ALLOWANCE_PRESET_KEYS).nullable(),
});
export type AllowancePolicy = z.infer<typeof allowancePolicySchema>;

export const allowancePolicyIdParamsSchema = z.object({ allowancePolicyId: z.uuid() });

export const allocateYearBodySchema = z.object({
  year: z.number().int().min(2000, 'must be 2000 to 2100').max(2100, 'must be 2000 to 2100'),
});

/**
 * How a balance is best read (docs/product/absence.md#allowances): `days` when an allowance policy
 * gives the leave type days in that year, `hours` when none does (a balance of adjustments only).
 */
export const BALANCE_UNITS = ['days', 'hours'] as const;
export type BalanceUnit = (typeof BALANCE_UNITS)[number];

export const leaveBalanceSchema = z.object({
  leaveTypeId: z.uuid(),
  /** Sum of the ledger up to the day asked about. */
  balanceMinutes: z.number().int(),
  /** Approved leave later in the same year, already in the ledger (negative). */
  plannedMinutes: z.number().int(),
  /** Pending requests of the year, not yet in the ledger (negative). */
  reservedMinutes: z.number().int(),
  /** What is left to request this year: the ledger to the end of the year less the pending. */
  availableMinutes: z.number().int(),
  /** Carried from the year before and still unused, and until when they can be used. */
  carriedMinutes: z.number().int(),
  carriedExpiresOn: calendarDateSchema.nullable(),
  /** How the balance is best read; absent: hours. */
  unit: z.enum(BALANCE_UNITS).optional(),
  /** The member's working day in that year, to show minutes as days. */
  dayMinutes: z.number().int().optional(),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;

export const leaveBalancesQuerySchema = z.object({
  /** Another member's balances (ADMIN/OWNER); the caller's own without. */
  memberId: z.uuid().optional(),
  /** The day; today in the member's zone without. */
  on: calendarDateSchema.optional(),
});

export const leaveBalancesSchema = z.object({
  memberId: z.uuid(),
  on: calendarDateSchema,
  balances: z.array(leaveBalanceSchema),
});

export const balanceExplanationQuerySchema = z.object({
  leaveTypeId: z.uuid(),
  memberId: z.uuid().optional(),
  year: z.coerce
    .number()
    .int()
    .min(2000, 'must be 2000 to 2100')
    .max(2100, 'must be 2000 to 2100')
    .optional(),
});

export const ledgerEntrySchema = z.object({
  entryId: z.uuid(),
  kind: z.enum(LEDGER_KINDS),
  minutes: z.number().int(),
  effectiveDate: calendarDateSchema,
  expiresOn: calendarDateSchema.nullable(),
  source: z.enum(LEDGER_SOURCES),
  sourceId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: instantOutSchema,
  /** For overtime: the days of the approved overtime the entry adds. */
  overtimePeriod: z.object({ from: calendarDateSchema, to: calendarDateSchema }).nullable().optional(),
  /** The balance after this entry. */
  runningMinutes: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const balanceExplanationSchema = z.object({
  memberId: z.uuid(),
  leaveTypeId: z.uuid(),
  year: z.number().int(),
  /** Balance carried into the year from the entries before it. */
  openingMinutes: z.number().int(),
  entries: z.array(ledgerEntrySchema),
  closingMinutes: z.number().int(),
  /**
   * The unit the balance's allowance policy states it in, and the member's average working day
   * that turns its minutes into days (as allocations count a day). The amounts stay minutes; the
   * server always sends both, and a reader without them shows hours.
   */
  unit: z.enum(BALANCE_UNITS).optional(),
  dayMinutes: z.number().int().positive().optional(),
  /** Pending requests holding minutes of this year. */
  reserved: z.array(
    z.object({
      leaveRequestId: z.uuid(),
      startsOn: calendarDateSchema,
      endsOn: calendarDateSchema,
      minutes: z.number().int(),
    }),
  ),
});
export type BalanceExplanation = z.infer<typeof balanceExplanationSchema>;

const REASON_MAX = 500;

export const ledgerAdjustmentBodySchema = z.object({
  memberId: z.uuid(),
  leaveTypeId: z.uuid(),
  minutes: z
    .number()
    .int('must be a whole number of minutes')
    .min(-527_040, 'must be within a year of minutes')
    .max(527_040, 'must be within a year of minutes')
    .refine((value) => value !== 0, 'must not be zero'),
  effectiveDate: calendarDateSchema,
  reason: z.string().trim().min(1, 'is required').max(REASON_MAX, `must be at most ${REASON_MAX} characters`),
});
