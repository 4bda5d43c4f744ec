import type { Module, Role } from '@atrium/contract/access';
import type { OperationAccess } from '@atrium/contract/operations';
import type { Transaction } from '../../db/database.ts';

type TenantWork = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

/** What every handler knows about the caller. */
export interface RequestContext {
  requestId: string;
  userId: string | null;
  companyId: string | null;
  companyMemberId: string | null;
  /** Company roles, department roles and global roles, as the database says now. */
  roles: readonly Role[];
  /** Modules the company subscribes to now. */
  modules: readonly Module[];
  /**
   * Runs `work` in one transaction scoped to this caller's company and user, so row-level
   * security applies. Do all of a request's queries in one call.
   */
  withTenant: TenantWork;
}

export interface SignedInContext extends RequestContext {
  userId: string;
}

export interface MemberContext extends SignedInContext {
  companyId: string;
  companyMemberId: string;
}

/** The context type a handler receives for its operation's access kind. */
export type ContextFor<Access extends OperationAccess> = Access extends { kind: 'member' }
  ? MemberContext
  : Access extends { kind: 'signed-in' | 'global' }
    ? SignedInContext
    : RequestContext;
