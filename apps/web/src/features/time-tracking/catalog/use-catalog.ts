import {
  getActionTypes,
  getClientById,
  getClients,
  getProjectById,
  getProjects,
} from '@atrium/contract/time-tracking';
import { isAdmin } from '@atrium/contract/access';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { useSession } from '../../../auth/session.ts';

const STALE_MS = 60_000;
type Flag = { includeArchived?: 'true' };
const flag = (includeArchived: boolean): Flag => (includeArchived ? { includeArchived: 'true' } : {});

export function useClients(includeArchived = false) {
  return useOperationQuery(getClients, { query: flag(includeArchived) }, { staleTime: STALE_MS });
}

export function useProjects(includeArchived = false) {
  return useOperationQuery(getProjects, { query: flag(includeArchived) }, { staleTime: STALE_MS });
}

export function useActionTypes(includeArchived = false) {
  return useOperationQuery(getActionTypes, { query: flag(includeArchived) }, { staleTime: STALE_MS });
}

/** ADMIN or OWNER: may change clients, projects and action types (the server checks again). */
export function useIsCompanyAdmin(): boolean {
  return isAdmin(useSession()?.roles ?? []);
}

/** Invalidated by every catalog change, so selects and tables refresh. */
export const CATALOG_OPERATIONS = [
  getClients,
  getClientById,
  getProjects,
  getProjectById,
  getActionTypes,
] as const;
