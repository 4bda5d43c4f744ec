import type { getTemplates } from '@atrium/contract/templates';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { assertKindModule } from './template-access.ts';
import { readTemplates } from './template-queries.ts';

/** The company's templates of one kind. */
export const getTemplatesHandler: OperationHandler<typeof getTemplates> = async ({ query, context }) => {
  assertKindModule(context, query.kind);
  return context.withTenant((tx) => readTemplates(tx, context.companyId, query.kind));
};
