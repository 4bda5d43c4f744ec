import type { OvertimeDay, OvertimeRules } from '@atrium/contract/absence';
import { addUtcDays } from '@atrium/contract/dates';

/*
 * Overtime with the company's rules applied (docs/product/overtime.md#how-overtime-is-counted,
 * decision 093). One computation for the member's own figures, the team's, the payroll month and
 * the time-off-in-lieu balance, so that they never disagree. Pure: the days come from
 * overtime-days.ts.
 */

/** One local day before the rules: counting time worked and the time the schedule still expects. */
export interface WorkedDay {
  date: string;
  workedMinutes: number;
  scheduledMinutes: number;
}

/**
 * A day's figure: beyond the schedule, what exceeds the threshold rounded down to the rounding
 * step; short of it, the shortfall as a negative figure when undertime is deducted, else nothing.
 */
function dayOvertime(rules: OvertimeRules, workedMinutes: number, scheduledMinutes: number): number {
  const difference = workedMinutes - scheduledMinutes;
  if (difference < 0) return rules.deductUndertime ? difference : 0;
  const beyond = difference - rules.dailyThresholdMinutes;
  if (beyond <= 0) return 0;
  const step = rules.roundingMinutes;
  return step > 0 ? Math.floor(beyond / step) * step : beyond;
}

/**
 * Each day's figure, in date order, the monthly cap applied: once a calendar month's overtime
 * reaches the cap, its later days add no more (undertime is still deducted). For the cap to
 * count right the days must start on the first of their month.
 */
export function overtimeOfDays(rules: OvertimeRules, days: readonly WorkedDay[]): OvertimeDay[] {
  const counted = new Map<string, number>();
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      let minutes = dayOvertime(rules, day.workedMinutes, day.scheduledMinutes);
      if (minutes > 0 && rules.monthlyCapMinutes !== null) {
        const month = day.date.slice(0, 7);
        const so = counted.get(month) ?? 0;
        minutes = Math.min(minutes, Math.max(0, rules.monthlyCapMinutes - so));
        counted.set(month, so + minutes);
      }
      return { ...day, overtimeMinutes: minutes };
    });
}

/** The Monday of the week `day` falls in. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addUtcDays(day, -((weekday + 6) % 7));
}

/** The first day to read from so that the weeks of `from` and its month's cap count whole. */
export function readingStartOf(from: string): string {
  const week = weekStartOf(from);
  return `${week.slice(0, 7)}-01`;
}

/** The Mondays of the weeks that have a day from `from` to `to`. */
export function weekStartsBetween(from: string, to: string): string[] {
  const starts: string[] = [];
  for (let day = weekStartOf(from); day <= to; day = addUtcDays(day, 7)) starts.push(day);
  return starts;
}

/** The days' figures added up from `from` to `to`. */
export function sumBetween(days: readonly OvertimeDay[], from: string, to: string): number {
  return days
    .filter((day) => day.date >= from && day.date <= to)
    .reduce((sum, day) => sum + day.overtimeMinutes, 0);
}
