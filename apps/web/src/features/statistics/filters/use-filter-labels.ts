import { isManager } from '@atrium/contract/access';
import { getOrganization } from '@atrium/contract/organization';
import { getUsersStatistics } from '@atrium/contract/time-tracking';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { useSession } from '../../../auth/session.ts';
import { useActionTypes, useClients, useProjects } from '../../time-tracking/index.ts';
import type { FilterLabels } from '../download/export-file-name.ts';
import type { StatisticsFilters } from './statistics-filters.ts';

/**
 * The names the filters bar shows for the set filters, from the same (cached) answers it uses;
 * the export's file name is built from them.
 */
export function useFilterLabels(filters: StatisticsFilters): FilterLabels {
  const manager = isManager(useSession()?.roles ?? []);
  const people = useOperationQuery(
    getUsersStatistics,
    { query: { from: filters.from, to: filters.to } },
    { enabled: manager && Boolean(filters.companyMemberId), staleTime: 60_000 },
  );
  const organization = useOperationQuery(getOrganization, undefined, {
    enabled: manager && Boolean(filters.departmentId),
    staleTime: 300_000,
  });
  const clients = useClients();
  const projects = useProjects();
  const actionTypes = useActionTypes();
  const project = projects.data?.find((p) => p.projectId === filters.projectId);
  return {
    companyMemberId: people.data?.rows.find((row) => row.companyMemberId === filters.companyMemberId)?.name,
    departmentId: organization.data?.divisions
      .flatMap((division) => division.departments)
      .find((department) => department.departmentId === filters.departmentId)?.name,
    clientId: clients.data?.find((client) => client.clientId === filters.clientId)?.name,
    projectId: project ? `${project.name} ${project.clientName}` : undefined,
    actionTypeId: actionTypes.data?.find((type) => type.actionTypeId === filters.actionTypeId)?.name,
  };
}
