import type { getAllTranslators } from '@atrium/contract/translations';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { listTranslators } from './translator-queries.ts';

export const getAllTranslatorsHandler: OperationHandler<typeof getAllTranslators> = async ({ context }) => {
  return context.withTenant((tx) => listTranslators(tx));
};
