import type { getMyTranslationLanguages } from '@atrium/contract/translations';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { translationScope } from './translation-queries.ts';

/** The caller's languages, so the editor opens only one it may edit (docs/product/translations.md#the-editor). */
export const getMyTranslationLanguagesHandler: OperationHandler<typeof getMyTranslationLanguages> = async ({
  context,
}) => {
  return context.withTenant((tx) => translationScope(tx, context));
};
