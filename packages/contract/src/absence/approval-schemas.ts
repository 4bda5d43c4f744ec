import { z } from 'zod';
import { APPROVAL_MODES, APPROVER_KINDS } from './leave-request-schemas.ts';

const STEPS_MAX = 5;
const RULES_MAX = 50;
const NAME_MAX = 100;

export const approvalStepBodySchema = z
  .object({
    approverKind: z.enum(APPROVER_KINDS),
    /** The named person, for approverKind named_member. */
    approverMemberId: z.uuid().nullable().default(null),
    mode: z.enum(APPROVAL_MODES).default('any_of'),
    /** Undecided this many days, the step escalates to the next level; null: never. */
    escalateAfterDays: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be 1 to 60')
      .max(60, 'must be 1 to 60')
      .nullable()
      .default(null),
  })
  .superRefine((value, context) => {
    if (value.approverKind === 'named_member' && value.approverMemberId === null) {
      context.addIssue({
        code: 'custom',
        path: ['approverMemberId'],
        message: 'is required for a named person',
      });
    }
    if (value.approverKind !== 'named_member' && value.approverMemberId !== null) {
      context.addIssue({ code: 'custom', path: ['approverMemberId'], message: 'is only for a named person' });
    }
  });

export const approvalRuleBodySchema = z.object({
  name: z.string().trim().min(1, 'is required').max(NAME_MAX, `must be at most ${NAME_MAX} characters`),
  leaveTypeId: z.uuid().nullable().default(null),
  divisionId: z.uuid().nullable().default(null),
  departmentId: z.uuid().nullable().default(null),
  /** Matches requests of at least this many working days; null: any. */
  minDays: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 to 366')
    .max(366, 'must be 1 to 366')
    .nullable()
    .default(null),
  onlyWhenNegative: z.boolean().default(false),
  /** Empty: requests matching this rule are approved at once. */
  steps: z.array(approvalStepBodySchema).max(STEPS_MAX, `must have at most ${STEPS_MAX} steps`),
});
export type ApprovalRuleBody = z.infer<typeof approvalRuleBodySchema>;

/** The whole policy: rules in the order they are tried. */
export const approvalPolicyBodySchema = z.object({
  rules: z.array(approvalRuleBodySchema).max(RULES_MAX, `must have at most ${RULES_MAX} rules`),
});

export const approvalRuleSchema = z.object({
  approvalRuleId: z.uuid(),
  name: z.string(),
  leaveTypeId: z.uuid().nullable(),
  divisionId: z.uuid().nullable(),
  departmentId: z.uuid().nullable(),
  minDays: z.number().int().nullable(),
  onlyWhenNegative: z.boolean(),
  steps: z.array(
    z.object({
      approverKind: z.enum(APPROVER_KINDS),
      approverMemberId: z.uuid().nullable(),
      mode: z.enum(APPROVAL_MODES),
      escalateAfterDays: z.number().int().nullable(),
    }),
  ),
});
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

/**
 * Why a step goes to the company's owners and admins for some requests
 * (docs/product/absence.md#approvals): the named person has left the company; the step's only
 * approver would be the requester for their own requests; departments or divisions without a
 * manager; people in no department; or a single owner or admin, whose own requests have nobody else.
 */
export const APPROVAL_FALLBACK_REASONS = [
  'approver_left',
  'approver_is_requester',
  'no_manager',
  'no_department',
  'no_other_admin',
] as const;
export type ApprovalFallbackReason = (typeof APPROVAL_FALLBACK_REASONS)[number];

/** How many names one warning carries; `more` counts the rest. */
export const APPROVAL_WARNING_NAMES_MAX = 10;

export const approvalPolicyWarningSchema = z.object({
  /** rule: a rule's step; default: requests no rule matches; company: every request. */
  scope: z.enum(['rule', 'default', 'company']),
  approvalRuleId: z.uuid().nullable(),
  ruleName: z.string().nullable(),
  /** The step, from 1; null for the company. */
  position: z.number().int().nullable(),
  reason: z.enum(APPROVAL_FALLBACK_REASONS),
  /** The people, departments or divisions concerned, by name. */
  names: z.array(z.string()),
  more: z.number().int(),
});
export type ApprovalPolicyWarning = z.infer<typeof approvalPolicyWarningSchema>;

export const approvalPolicySchema = z.object({
  rules: z.array(approvalRuleSchema),
  /** Where the policy, as the company stands today, falls back to the owners and admins. */
  warnings: z.array(approvalPolicyWarningSchema),
});
export type ApprovalPolicy = z.infer<typeof approvalPolicySchema>;

export const approvalDelegateSchema = z.object({ delegateMemberId: z.uuid().nullable() });
