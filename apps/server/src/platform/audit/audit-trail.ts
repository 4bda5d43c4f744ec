import type { Database } from '../../db/database.ts';
import type { RequestContext } from '../auth/request-context.ts';
import { recordAudit, type AuditEvent } from './record-audit.ts';

/** What a handler says about an event; who acted, in which company and request comes from context. */
interface AuditEntry {
  action: AuditEvent['action'];
  target?: AuditEvent['target'];
  details?: AuditEvent['details'];
  /** Defaults to the caller's company; null for events outside a company, or another company id
   *  (the one just created, the one whose invite was answered). */
  companyId?: string | null;
}

/**
 * The audit log as handlers use it (`deps.audit`). One place fills in actor, company and request
 * id from the request context, so no handler copies that block by hand.
 */
export interface AuditTrail {
  /** One entry by the caller of `context`: actor, company and request id come from it. */
  record(context: RequestContext, entry: AuditEntry): Promise<void>;
  /** An event with no request context to speak for it (sign-in, refresh, the access gate). */
  write(event: AuditEvent): Promise<void>;
}

export function createAuditTrail(database: Database): AuditTrail {
  return {
    record: (context, entry) =>
      recordAudit(database, {
        companyId: entry.companyId === undefined ? context.companyId : entry.companyId,
        actorUserId: context.userId,
        action: entry.action,
        target: entry.target ?? null,
        details: entry.details ?? null,
        requestId: context.requestId,
      }),
    write: (event) => recordAudit(database, event),
  };
}
