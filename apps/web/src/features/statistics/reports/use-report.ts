import type { OperationDefinition } from '@atrium/contract/operations';
import { keepPreviousData } from '@tanstack/react-query';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { filterQuery } from '../filters/statistics-filters.ts';
import { useStatisticsFilters } from '../filters/use-filters.ts';

/** A report for the filters in the URL; the previous answer stays while the next one loads. */
export function useReport<Op extends OperationDefinition>(operation: Op) {
  const [filters] = useStatisticsFilters();
  return useOperationQuery(operation, { query: filterQuery(filters) } as never, {
    placeholderData: keepPreviousData,
  });
}
