import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEvent {
  /** null for events outside a company (sign-in, refresh, denial before a company is chosen). */
  companyId: string | null;
  /** users.id of whoever acted, or null when unknown (a refused token). */
  actorUserId: string | null;
  /** Dotted verb, e.g. `auth.sign_in`, `access.denied`, `members.role_changed`. */
  action: string;
  /** What was acted on, as an id or an operationId; never a name or an e-mail address. */
  target?: string | null;
  /** Small facts about the event: codes, ids, reasons. Scrubbed of anything secret or personal. */
  details?: Record<string, unknown> | null;
  requestId?: string | null;
}

/** Keys that may carry secrets or personal data; their values never reach the audit log. */
const FORBIDDEN_KEY = /token|password|secret|cookie|authorization|e-?mail|phone|name|jwt|code_verifier/i;
/** A compact JWS/JWE looks like this; no audit value should. */
const LOOKS_LIKE_JWT = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/;

/**
 * Writes one audit row on the owner connection, in its own statement: a request whose own
 * transaction rolls back still leaves its audit row. Call it outside any `withTenant` work
 * (PGlite has one connection, so an owner statement waits for an open transaction to end).
 */
export async function recordAudit(database: Database, event: AuditEvent): Promise<void> {
  await database.owner.insert(auditLog).values({
    companyId: event.companyId,
    actorUserId: event.actorUserId,
    action: event.action,
    target: event.target ?? null,
    details: event.details ? scrubAuditDetails(event.details) : null,
    requestId: event.requestId ?? null,
  });
}

/** Drops secret or personal keys and token-shaped strings, at any depth. */
export function scrubAuditDetails(details: Record<string, unknown>): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (FORBIDDEN_KEY.test(key)) continue;
    const scrubbed = scrubValue(value);
    if (scrubbed !== undefined) clean[key] = scrubbed;
  }
  return clean;
}

function scrubValue(value: unknown): unknown {
  if (typeof value === 'string') {
    if (LOOKS_LIKE_JWT.test(value) || value.includes('@')) return undefined;
    return value.slice(0, 200);
  }
  if (Array.isArray(value)) return value.map(scrubValue).filter((item) => item !== undefined);
  if (value && typeof value === 'object') return scrubAuditDetails(value as Record<string, unknown>);
  return value;
}
