import type { CoverageDay, CoverageRule } from './coverage-schemas.ts';

/** A working day on which fewer people would be present than the rule asks. */
export interface CoverageWarning {
  date: string;
  present: number;
  required: number;
  headcount: number;
}

/** How many people of a department of `headcount` must be present under the rule. */
export function requiredPresent(rule: Pick<CoverageRule, 'kind' | 'minimum'>, headcount: number): number {
  return rule.kind === 'count' ? rule.minimum : Math.ceil((headcount * rule.minimum) / 100);
}

/**
 * The days on which a department falls short of its coverage rule (docs/product/absence.md#coverage-rules).
 * Approved and pending absences both count as away. `adding` lists days on which one more person
 * would be away — the days of a request being filled in by someone not yet away on them; an
 * approver passes nothing, since the request's days are already counted as pending.
 * Days that are not working days (weekends, public holidays) never warn; no rule, no warnings.
 */
export function coverageWarnings(
  rule: Pick<CoverageRule, 'kind' | 'minimum'> | null,
  days: readonly CoverageDay[],
  adding: readonly string[] = [],
): CoverageWarning[] {
  if (rule === null) return [];
  const extra = new Set(adding);
  const warnings: CoverageWarning[] = [];
  for (const day of days) {
    if (!day.working) continue;
    const away = day.approved + day.pending + (extra.has(day.date) ? 1 : 0);
    const present = Math.max(0, day.headcount - away);
    const required = requiredPresent(rule, day.headcount);
    if (present < required) warnings.push({ date: day.date, present, required, headcount: day.headcount });
  }
  return warnings;
}
