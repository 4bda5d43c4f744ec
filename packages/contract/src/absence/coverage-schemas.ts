import { z } from 'zod';
import { calendarDateSchema } from '../time-tracking/time-tracking-schemas.ts';

/** count: at least so many people present; percent: at least that share of the department. */
export const COVERAGE_KINDS = ['count', 'percent'] as const;
export const COVERAGE_COUNT_MAX = 10_000;
/** The longest range one coverage answer covers (a quarter and a little). */
export const COVERAGE_RANGE_MAX_DAYS = 93;

/** A department's coverage rule (docs/product/absence.md#coverage-rules). */
export const coverageRuleSchema = z.object({
  departmentId: z.uuid(),
  kind: z.enum(COVERAGE_KINDS),
  minimum: z.number().int(),
});
export type CoverageRule = z.infer<typeof coverageRuleSchema>;

const minimumOf = (max: number) =>
  z
    .number('must be a whole number')
    .int('must be a whole number')
    .min(1, `must be 1 to ${max}`)
    .max(max, `must be 1 to ${max}`);

/** A count of 1 to 10,000 people, or a share of 1 to 100 %. */
export const coverageRuleBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('count'), minimum: minimumOf(COVERAGE_COUNT_MAX) }),
  z.object({ kind: z.literal('percent'), minimum: minimumOf(100) }),
]);

export const coverageDepartmentParamsSchema = z.object({ departmentId: z.uuid() });

/** A range of local days, `from` to `to` inclusive. */
export const dayRangeQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .superRefine((range, context) => {
    if (range.to < range.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
      return;
    }
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
    if (days > COVERAGE_RANGE_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${COVERAGE_RANGE_MAX_DAYS} days after from`,
      });
    }
  });

/** One day of a department: who is there, who is away (approved or pending), what the rule asks. */
export const coverageDaySchema = z.object({
  date: calendarDateSchema,
  /** Not a weekend of the company's schedule nor a public holiday: the rule applies. */
  working: z.boolean(),
  headcount: z.number().int(),
  /** People away that day on approved leave. */
  approved: z.number().int(),
  /** People away that day on leave still waiting for approval (not counted in `approved`). */
  pending: z.number().int(),
});
export type CoverageDay = z.infer<typeof coverageDaySchema>;

export const departmentCoverageSchema = z.object({
  departmentId: z.uuid(),
  rule: coverageRuleSchema.nullable(),
  days: z.array(coverageDaySchema),
});
export type DepartmentCoverage = z.infer<typeof departmentCoverageSchema>;
