import { and, asc, eq, notInArray } from 'drizzle-orm';
import { ALL_MODULES } from '@atrium/contract/access';
import type { getSubscribedModules, updateSubscribedModules } from '@atrium/contract/companies';
import type { Transaction } from '../../db/database.ts';
import { companyModules } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';

async function readModules(tx: Transaction, companyId: string) {
  const rows = await tx
    .select({ module: companyModules.module })
    .from(companyModules)
    .where(eq(companyModules.companyId, companyId))
    .orderBy(asc(companyModules.module));
  return rows.map((row) => row.module);
}

export const handleGetSubscribedModules: OperationHandler<typeof getSubscribedModules> = async ({
  context,
}) => ({ modules: await context.withTenant((tx) => readModules(tx, context.companyId)) });

/**
 * Replaces the set. Switching a module off deletes only its subscription row, never the module's
 * data; the access gate reads the set on every request, so the change counts from the next one.
 */
export function handleUpdateSubscribedModules({
  database,
}: Platform): OperationHandler<typeof updateSubscribedModules> {
  return async ({ body, context }) => {
    const wanted = ALL_MODULES.filter((module) => body.modules.includes(module));
    const { before, after } = await context.withTenant(async (tx) => {
      const before = await readModules(tx, context.companyId);
      const keep = eq(companyModules.companyId, context.companyId);
      await tx
        .delete(companyModules)
        .where(wanted.length > 0 ? and(keep, notInArray(companyModules.module, wanted)) : keep);
      if (wanted.length > 0) {
        await tx
          .insert(companyModules)
          .values(wanted.map((module) => ({ companyId: context.companyId, module })))
          .onConflictDoNothing();
      }
      return { before, after: await readModules(tx, context.companyId) };
    });
    await recordAudit(database, {
      companyId: context.companyId,
      actorUserId: context.userId,
      action: 'company.modules_changed',
      target: context.companyId,
      details: { before, after },
      requestId: context.requestId,
    });
    return { modules: after };
  };
}
