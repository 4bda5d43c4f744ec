import { wallClockDate } from '@atrium/contract/dates';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { readFilters, writeFilters, type StatisticsFilters } from './statistics-filters.ts';

/** The filters in the URL, and a setter that keeps the rest of the URL as it is. */
export function useStatisticsFilters(): [StatisticsFilters, (next: StatisticsFilters) => void] {
  const [params, setParams] = useSearchParams();
  const timeZone = useMemberTimeZone();
  const filters = useMemo(() => readFilters(params, wallClockDate(new Date(), timeZone)), [params, timeZone]);
  return [filters, (next) => setParams(writeFilters(next), { replace: true })];
}
