import { toUtcCalendarDate } from '@atrium/contract/dates';
import { daysInRange, TIME_TRACKING_MAX_RANGE_DAYS } from '@atrium/contract/time-tracking';
import { monthOf } from '../../../ui/dates/day-navigation.ts';

/** The filters of every report; they live in the URL so that tabs, reloads and links keep them. */
export interface StatisticsFilters {
  from: string;
  to: string;
  companyMemberId?: string;
  departmentId?: string;
  projectId?: string;
  clientId?: string;
  actionTypeId?: string;
}

export const OPTIONAL_FILTERS = [
  'companyMemberId',
  'departmentId',
  'projectId',
  'clientId',
  'actionTypeId',
] as const;
export type OptionalFilter = (typeof OPTIONAL_FILTERS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Filters from the URL: the date range defaults to this month, a range that is missing, malformed,
 * reversed or longer than the server allows falls back to it; unknown ids are dropped. `now` is
 * the member's wall clock (`wallClockDate`): this month is the member's (docs/decisions/055-local-days.md).
 */
export function readFilters(params: URLSearchParams, now: Date): StatisticsFilters {
  const month = monthOf(toUtcCalendarDate(now));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const rangeOk =
    DATE.test(from) &&
    DATE.test(to) &&
    daysInRange(from, to) >= 1 &&
    daysInRange(from, to) <= TIME_TRACKING_MAX_RANGE_DAYS;
  const filters: StatisticsFilters = rangeOk ? { from, to } : { from: month.first, to: month.last };
  for (const key of OPTIONAL_FILTERS) {
    const value = params.get(key);
    if (value && UUID.test(value)) filters[key] = value;
  }
  return filters;
}

/** The URL search of the filters (only the set ones). */
export function writeFilters(filters: StatisticsFilters): URLSearchParams {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  for (const key of OPTIONAL_FILTERS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The query of a report or export call. */
export function filterQuery(filters: StatisticsFilters): StatisticsFilters {
  const query: StatisticsFilters = { from: filters.from, to: filters.to };
  for (const key of OPTIONAL_FILTERS) if (filters[key]) query[key] = filters[key];
  return query;
}
