import type { getAllTranslators, Translator } from '@atrium/contract/translations';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { listTranslators } from './translator-queries.ts';

export async function getAllTranslatorsHandler({
  context,
}: OperationInput<typeof getAllTranslators>): Promise<Translator[]> {
  return context.withTenant((tx) => listTranslators(tx));
}
