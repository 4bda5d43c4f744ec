import { and, desc, eq } from 'drizzle-orm';
import type { getRecordAudit } from '@atrium/contract/human-resources';
import { memberRecordAudit, users } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { recordAccess } from './record-access.ts';

const AUDIT_ROWS_MAX = 500;

/** A record's history: changes, decided proposals and special-category reads, newest first. */
export const getRecordAuditHandler: OperationHandler<typeof getRecordAudit> = async ({ params, context }) =>
  context.withTenant(async (tx) => {
    const access = await recordAccess(tx, context, params.companyMemberId);
    if (access.administration === 'none') throw forbidden('You may not view this record’s history.');
    const rows = await tx
      .select({ entry: memberRecordAudit, actorName: users.name, actorEmail: users.email })
      .from(memberRecordAudit)
      .leftJoin(users, eq(users.id, memberRecordAudit.actorUserId))
      .where(
        and(
          eq(memberRecordAudit.companyId, context.companyId),
          eq(memberRecordAudit.memberId, params.companyMemberId),
        ),
      )
      .orderBy(desc(memberRecordAudit.createdAt), desc(memberRecordAudit.id))
      .limit(AUDIT_ROWS_MAX);
    return rows.map(({ entry, actorName, actorEmail }) => ({
      id: entry.id,
      kind: entry.kind,
      section: entry.section,
      actorName: actorName ?? actorEmail ?? null,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    }));
  });
