import { getCompanyPeople, PEOPLE_PAGE_SIZE_MAX } from '@atrium/contract/people';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { operationQueryOptions } from '../../../api/use-operation.ts';
import type { DepartmentPeople } from './diagram-layout.ts';

/**
 * The people of each open department, a page of 100 at a time (`pages` says how many pages of a
 * department are wanted). Cached under the same keys as the directory's own queries.
 */
export function useDepartmentPeople(pages: ReadonlyMap<string, number>): {
  people: Map<string, DepartmentPeople>;
  loading: boolean;
} {
  const requests = [...pages].flatMap(([departmentId, count]) =>
    Array.from({ length: count }, (_, index) => ({
      departmentId,
      query: { departmentId, page: index + 1, pageSize: PEOPLE_PAGE_SIZE_MAX },
    })),
  );
  const results = useQueries({
    queries: requests.map(({ query }) =>
      operationQueryOptions(getCompanyPeople, { query }, { staleTime: 30_000 }),
    ),
  });
  const loading = results.some((result) => result.isPending);
  // Recomputed only when a page arrives or the wanted pages change, not on every render (the
  // diagram re-renders on every pan and zoom step).
  const version = `${JSON.stringify(requests)}|${results.map((result) => result.dataUpdatedAt).join(',')}`;
  const people = useMemo(() => {
    const byDepartment = new Map<string, DepartmentPeople>();
    requests.forEach(({ departmentId }, index) => {
      const page = results[index]?.data;
      if (!page) return;
      const current = byDepartment.get(departmentId);
      byDepartment.set(departmentId, {
        items: [...(current?.items ?? []), ...page.items],
        total: page.total,
      });
    });
    return byDepartment;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  return { people, loading };
}
