import { eq } from 'drizzle-orm';
import type { setTranslationLanguageSettings } from '@atrium/contract/translations';
import { translationLanguages } from '../../db/schema/index.ts';
import type { OperationInput } from '../../platform/operations/module-operations.ts';

export async function setLanguageSettingsHandler({
  params: { languageIsoCode },
  body,
  context,
}: OperationInput<typeof setTranslationLanguageSettings>): Promise<undefined> {
  await context.withTenant((tx) =>
    tx
      .update(translationLanguages)
      .set({ allowSelfReview: body.allowSelfReview })
      .where(eq(translationLanguages.isoCode, languageIsoCode)),
  );
  return undefined;
}
