import { randomUUID } from 'node:crypto';
import { ALL_MODULES } from '@atrium/contract/access';
import type { createCompany } from '@atrium/contract/companies';
import { companies, companyMembers, companyModules } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';

/**
 * The new company's id is chosen here so that the whole creation runs in that company's own
 * tenant transaction: RLS checks every insert, and company, modules and the OWNER membership are
 * written together or not at all.
 */
export function handleCreateCompany({ database }: Platform): OperationHandler<typeof createCompany> {
  return async ({ body, context }) => {
    const companyId = randomUUID();
    const companyMemberId = await database.withTenant({ companyId, userId: context.userId }, async (tx) => {
      await tx.insert(companies).values({ id: companyId, name: body.name });
      await tx.insert(companyModules).values(ALL_MODULES.map((module) => ({ companyId, module })));
      const [member] = await tx
        .insert(companyMembers)
        .values({ companyId, userId: context.userId, role: 'OWNER' })
        .returning({ id: companyMembers.id });
      return member!.id;
    });
    await recordAudit(database, {
      companyId,
      actorUserId: context.userId,
      action: 'company.created',
      target: companyId,
      details: { companyMemberId },
      requestId: context.requestId,
    });
    return { companyId, name: body.name, modules: [...ALL_MODULES] };
  };
}
