import { and, eq, notInArray } from 'drizzle-orm';
import { ALL_MODULES } from '@atrium/contract/access';
import type { updateSubscribedModules } from '@atrium/contract/companies';
import { companyModules } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readModules } from './subscribed-module-queries.ts';

/**
 * Replaces the set. Switching a module off deletes only its subscription row, never the module's
 * data; the access gate reads the set on every request, so the change counts from the next one.
 */
export const updateSubscribedModulesHandler: OperationHandler<typeof updateSubscribedModules> = async ({
  body,
  context,
  deps,
}) => {
  const { notifications } = deps;
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
    const after = await readModules(tx, context.companyId);
    // Every member hears of it: the module's screens appear or disappear for all (decision 029).
    for (const module of ALL_MODULES) {
      const state = after.includes(module) ? 'on' : 'off';
      if (before.includes(module) === after.includes(module)) continue;
      await notifications.emit(tx, {
        companyId: context.companyId,
        kind: 'company.module_switched',
        params: { companyName: '', module, state },
        actorUserId: context.userId,
      });
    }
    return { before, after };
  });
  await deps.audit.record(context, {
    action: 'company.modules_changed',
    target: context.companyId,
    details: { before, after },
  });
  return { modules: after };
};
