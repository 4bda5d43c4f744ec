import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, writeFilters, type StatisticsFilters } from './statistics-filters.ts';

/** The filters in the URL, and a setter that keeps the rest of the URL as it is. */
export function useStatisticsFilters(): [StatisticsFilters, (next: StatisticsFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  return [filters, (next) => setParams(writeFilters(next), { replace: true })];
}
