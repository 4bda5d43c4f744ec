import { z } from 'zod';
import { utcDaysInRange } from '../dates/day-arithmetic.ts';
import { fieldErrorSchema } from '../errors/error-envelope.ts';
import { calendarDateSchema, instantOutSchema } from '../time-tracking/time-tracking-schemas.ts';

/** How much of a day (or of each day) a request takes (docs/product/absence.md#requests). */
export const LEAVE_REQUEST_PARTS = ['full', 'morning', 'afternoon', 'hours'] as const;
export type LeaveRequestPart = (typeof LEAVE_REQUEST_PARTS)[number];
export const LEAVE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveRequestStatus = (typeof LEAVE_REQUEST_STATUSES)[number];
export const LEAVE_REQUEST_CHANGE_KINDS = ['cancel', 'return_early'] as const;

/** The longest span one request may cover, in calendar days. */
export const LEAVE_REQUEST_SPAN_MAX = 366;
export const LEAVE_COMMENT_MAX = 1000;
const IDEMPOTENCY_KEY_MAX = 100;

const minuteOfDay = (min: number, max: number) =>
  z
    .number()
    .int('must be a whole number of minutes')
    .min(min, `must be ${min} to ${max}`)
    .max(max, `must be ${min} to ${max}`);

const commentSchema = z
  .string()
  .trim()
  .max(LEAVE_COMMENT_MAX, `must be at most ${LEAVE_COMMENT_MAX} characters`)
  .nullable()
  .default(null);

const leaveRequestShape = {
  leaveTypeId: z.uuid(),
  startsOn: calendarDateSchema,
  endsOn: calendarDateSchema,
  part: z.enum(LEAVE_REQUEST_PARTS).default('full'),
  /** Minutes after midnight, for part `hours`. */
  startMinute: minuteOfDay(0, 1439).nullable().default(null),
  endMinute: minuteOfDay(1, 1440).nullable().default(null),
};

type RequestShape = {
  startsOn: string;
  endsOn: string;
  part: LeaveRequestPart;
  startMinute: number | null;
  endMinute: number | null;
};

function checkRequestShape(value: RequestShape, context: z.RefinementCtx) {
  const span = utcDaysInRange(value.startsOn, value.endsOn) - 1;
  if (span < 0) {
    context.addIssue({ code: 'custom', path: ['endsOn'], message: 'must be on or after the first day' });
  } else if (span >= LEAVE_REQUEST_SPAN_MAX) {
    context.addIssue({
      code: 'custom',
      path: ['endsOn'],
      message: `must be within ${LEAVE_REQUEST_SPAN_MAX} days of the first day`,
    });
  } else if (value.part !== 'full' && span !== 0) {
    context.addIssue({
      code: 'custom',
      path: ['endsOn'],
      message: 'must be the first day for part of a day',
    });
  }
  if (value.part === 'hours') {
    if (value.startMinute === null)
      context.addIssue({ code: 'custom', path: ['startMinute'], message: 'is required' });
    if (value.endMinute === null)
      context.addIssue({ code: 'custom', path: ['endMinute'], message: 'is required' });
    if (value.startMinute !== null && value.endMinute !== null && value.endMinute <= value.startMinute) {
      context.addIssue({ code: 'custom', path: ['endMinute'], message: 'must be after the start' });
    }
  } else if (value.startMinute !== null || value.endMinute !== null) {
    context.addIssue({ code: 'custom', path: ['startMinute'], message: 'is only for a request of hours' });
  }
}

/** What a member asks for: which leave, which days, which part of them. */
export const leaveRequestInputSchema = z.object(leaveRequestShape).superRefine(checkRequestShape);
export type LeaveRequestInput = z.infer<typeof leaveRequestInputSchema>;

/**
 * A request as submitted. Status, approvers and owner are never part of it: the request is the
 * caller's own and starts as the approval policy says. A repeated `idempotencyKey` answers the
 * request it created before.
 */
export const submitLeaveRequestBodySchema = z
  .object({
    ...leaveRequestShape,
    comment: commentSchema,
    idempotencyKey: z
      .string()
      .min(1, 'must not be empty')
      .max(IDEMPOTENCY_KEY_MAX, `must be at most ${IDEMPOTENCY_KEY_MAX} characters`)
      .nullable()
      .default(null),
  })
  .superRefine(checkRequestShape);
export type SubmitLeaveRequestBody = z.infer<typeof submitLeaveRequestBodySchema>;

export const leaveRequestIdParamsSchema = z.object({ leaveRequestId: z.uuid() });

/** Why a day of the span takes nothing. */
export const LEAVE_DAY_OFF_REASONS = ['weekend', 'holiday'] as const;

export const leavePreviewDaySchema = z.object({
  day: calendarDateSchema,
  /** What the day takes from the balance. */
  minutes: z.number().int(),
  /** What the member's schedule expects that day. */
  expectedMinutes: z.number().int(),
  off: z.enum(LEAVE_DAY_OFF_REASONS).nullable(),
});
export type LeavePreviewDay = z.infer<typeof leavePreviewDaySchema>;

/** The balance of one year before and after a request (a request across New Year draws on both). */
export const leavePreviewYearSchema = z.object({
  year: z.number().int(),
  requestedMinutes: z.number().int(),
  availableBeforeMinutes: z.number().int(),
  availableAfterMinutes: z.number().int(),
});

/** A rule the request breaks; submitting it would be refused with the same path and message. */
// A problem is a field error: it may carry a reason the reader's language writes (errors/error-reasons.ts).
export const leaveProblemSchema = fieldErrorSchema;

export const leavePreviewSchema = z.object({
  days: z.array(leavePreviewDaySchema),
  requestedMinutes: z.number().int(),
  /** Whether the type uses up the allowance; `years` is empty when not. */
  countsAgainstAllowance: z.boolean(),
  years: z.array(leavePreviewYearSchema),
  /** How far below zero the type lets the balance go. */
  allowedNegativeMinutes: z.number().int(),
  problems: z.array(leaveProblemSchema),
});
export type LeavePreview = z.infer<typeof leavePreviewSchema>;

export const leaveRequestChangeSchema = z.object({
  kind: z.enum(LEAVE_REQUEST_CHANGE_KINDS),
  endsOn: calendarDateSchema.nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  comment: z.string().nullable(),
  requestedAt: instantOutSchema,
});

export const APPROVER_KINDS = ['department_manager', 'division_manager', 'admin', 'named_member'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];
export const APPROVAL_MODES = ['any_of', 'all_of'] as const;
export const APPROVAL_STEP_STATES = ['waiting', 'pending', 'approved', 'rejected', 'skipped'] as const;

/**
 * A step not decided yet and who it waits for (docs/product/absence.md#approvals): the people who
 * may decide it now, by name only. When none of the step's own approvers may decide it (they
 * left the company, or only the requester was left), it waits for the company's owners and admins
 * other than the requester (`fallback`); `names` is empty while nobody holds that role but the
 * requester.
 */
export const leaveWaitingStepSchema = z.object({
  purpose: z.enum(['request', 'change']),
  position: z.number().int(),
  /** The approvers the step waits for; admin: the company's owners and admins. */
  approverKind: z.enum(APPROVER_KINDS),
  mode: z.enum(APPROVAL_MODES),
  state: z.enum(['pending', 'waiting']),
  fallback: z.boolean(),
  /** For a step all of whom approve, those who have not approved yet. */
  names: z.array(z.string()),
});
export type LeaveWaitingStep = z.infer<typeof leaveWaitingStepSchema>;

export const leaveRequestSchema = z.object({
  leaveRequestId: z.uuid(),
  memberId: z.uuid(),
  memberName: z.string(),
  leaveTypeId: z.uuid(),
  startsOn: calendarDateSchema,
  endsOn: calendarDateSchema,
  part: z.enum(LEAVE_REQUEST_PARTS),
  startMinute: z.number().int().nullable(),
  endMinute: z.number().int().nullable(),
  requestedMinutes: z.number().int(),
  status: z.enum(LEAVE_REQUEST_STATUSES),
  comment: z.string().nullable(),
  createdAt: instantOutSchema,
  decidedAt: instantOutSchema.nullable(),
  change: leaveRequestChangeSchema.nullable(),
  /** Steps of the request's approval that are decided, and how many it has. */
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
  /** The steps still to decide of the request (or of the pending ask to change it), in order. */
  waitingFor: z.array(leaveWaitingStepSchema),
});
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

const personSchema = z.object({ memberId: z.uuid(), name: z.string() });

export const leaveDecisionSchema = z.object({
  actor: personSchema,
  /** The approver a delegate decided for. */
  onBehalfOf: personSchema.nullable(),
  decision: z.enum(['approved', 'rejected']),
  comment: z.string().nullable(),
  decidedAt: instantOutSchema,
});

export const leaveApprovalStepSchema = z.object({
  approvalId: z.uuid(),
  /** request: the request itself; change: the owner's ask to cancel or come back early. */
  purpose: z.enum(['request', 'change']),
  position: z.number().int(),
  approverKind: z.enum(APPROVER_KINDS),
  mode: z.enum(APPROVAL_MODES),
  state: z.enum(APPROVAL_STEP_STATES),
  approvers: z.array(personSchema),
  escalated: z.boolean(),
  decisions: z.array(leaveDecisionSchema),
});
export type LeaveApprovalStep = z.infer<typeof leaveApprovalStepSchema>;

export const leaveRequestDetailSchema = leaveRequestSchema.extend({
  days: z.array(z.object({ day: calendarDateSchema, minutes: z.number().int() })),
  steps: z.array(leaveApprovalStepSchema),
  /** Whether the caller may decide the step now pending. */
  canDecide: z.boolean(),
});
export type LeaveRequestDetail = z.infer<typeof leaveRequestDetailSchema>;

export const myLeaveRequestsQuerySchema = z.object({
  year: z.coerce
    .number()
    .int()
    .min(2000, 'must be 2000 to 2100')
    .max(2100, 'must be 2000 to 2100')
    .optional(),
});

export const changeLeaveRequestBodySchema = z
  .object({
    kind: z.enum(LEAVE_REQUEST_CHANGE_KINDS),
    /** For return_early: the new last day of the absence. */
    endsOn: calendarDateSchema.nullable().default(null),
    comment: commentSchema,
  })
  .superRefine((value, context) => {
    if (value.kind === 'return_early' && value.endsOn === null) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: 'is required to come back early' });
    }
    if (value.kind === 'cancel' && value.endsOn !== null) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: 'is only for coming back early' });
    }
  });

/** A request waiting for the caller's decision, with what an approver weighs. */
export const leaveInboxItemSchema = leaveRequestSchema.extend({
  approvalId: z.uuid(),
  purpose: z.enum(['request', 'change']),
  /**
   * The member's balance of the year of the first day after this request; null: not counted. For
   * an ask to cancel or come back early (`purpose` change), the request is already taken: this is
   * the balance now, and approving the ask gives back its days (the screen adds them).
   */
  balanceAfterMinutes: z.number().int().nullable(),
  /** Colleagues of the same department away on some of the same days. */
  overlapping: z.array(
    z.object({
      leaveRequestId: z.uuid(),
      memberName: z.string(),
      startsOn: calendarDateSchema,
      endsOn: calendarDateSchema,
      status: z.enum(LEAVE_REQUEST_STATUSES),
    }),
  ),
});
export type LeaveInboxItem = z.infer<typeof leaveInboxItemSchema>;

export const LEAVE_DECISION_BATCH_MAX = 100;

export const decideLeaveRequestsBodySchema = z.object({
  leaveRequestIds: z
    .array(z.uuid())
    .min(1, 'must name at least one request')
    .max(LEAVE_DECISION_BATCH_MAX, `must name at most ${LEAVE_DECISION_BATCH_MAX} requests`),
  decision: z.enum(['approved', 'rejected']),
  comment: commentSchema,
});
export type DecideLeaveRequestsBody = z.infer<typeof decideLeaveRequestsBodySchema>;
