import type { getMyTranslationLanguages, TranslatorLanguage } from '@atrium/contract/translations';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { translationScope } from './translation-queries.ts';

/** The caller's languages, so the editor opens only one it may edit (docs/product/translations.md#the-editor). */
export async function getMyTranslationLanguagesHandler({
  context,
}: OperationInput<typeof getMyTranslationLanguages>): Promise<TranslatorLanguage[]> {
  return context.withTenant((tx) => translationScope(tx, context));
}
