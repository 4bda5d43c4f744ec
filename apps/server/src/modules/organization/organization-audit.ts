import { recordAudit } from '../../platform/audit/record-audit.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import type { Platform } from '../../platform/platform.ts';

/**
 * One audit row for an organisation change, written after the change's transaction committed.
 * Details carry ids and orders; names go under `from`/`to`, since the audit scrubber drops any
 * key that looks like personal data ("name").
 */
export function auditOrganization(
  { database }: Platform,
  context: MemberContext,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordAudit(database, {
    companyId: context.companyId,
    actorUserId: context.userId,
    action: `organization.${action}`,
    target,
    details,
    requestId: context.requestId,
  });
}
