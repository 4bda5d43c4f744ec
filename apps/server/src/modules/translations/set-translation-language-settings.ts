import { eq } from 'drizzle-orm';
import type { setTranslationLanguageSettings } from '@atrium/contract/translations';
import { translationLanguages } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

export const setTranslationLanguageSettingsHandler: OperationHandler<
  typeof setTranslationLanguageSettings
> = async ({ params: { languageIsoCode }, body, context }) => {
  await context.withTenant((tx) =>
    tx
      .update(translationLanguages)
      .set({ allowSelfReview: body.allowSelfReview })
      .where(eq(translationLanguages.isoCode, languageIsoCode)),
  );
  return undefined;
};
