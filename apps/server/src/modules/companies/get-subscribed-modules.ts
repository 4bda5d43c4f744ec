import type { getSubscribedModules } from '@atrium/contract/companies';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readModules } from './subscribed-module-queries.ts';

/** The modules the caller's company subscribes to. */
export const getSubscribedModulesHandler: OperationHandler<typeof getSubscribedModules> = async ({
  context,
}) => ({
  modules: await context.withTenant((tx) => readModules(tx, context.companyId)),
});
