import type { MemberContext } from '../../platform/auth/request-context.ts';
import type { Deps } from '../../platform/operations/module-operations.ts';

/**
 * One audit row for an organisation change, written after the change's transaction committed.
 * Details carry ids and orders; names go under `from`/`to`, since the audit scrubber drops any
 * key that looks like personal data ("name").
 */
export function auditOrganization(
  deps: Deps,
  context: MemberContext,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  return deps.audit.record(context, { action: `organization.${action}`, target, details });
}
