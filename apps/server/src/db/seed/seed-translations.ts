import { eq } from 'drizzle-orm';
import type { TranslationText } from '@atrium/contract/translations';
import { loadCatalogue } from '../../modules/translations/key-catalogue.ts';
import { valueFromFlat } from '../../modules/translations/text-checks.ts';
import {
  componentOverrides,
  documentMessages,
  insertVersion,
  sourceSignature,
} from '../../modules/translations/translation-queries.ts';
import type { Transaction } from '../database.ts';
import { translationValueHistory, translationValues, translatorLanguages, users } from '../schema/index.ts';

const LANGUAGES = ['mk', 'sq'] as const;

/**
 * The demo's translations: the Macedonian and Albanian texts bundled with the app, stored as
 * reviewed values and published as each language's first version; translator@demo.test is
 * granted Albanian with the review right (Macedonian is left for a SUPERADMIN to grant).
 */
export async function seedTranslations(tx: Transaction): Promise<void> {
  const catalogue = await loadCatalogue();
  for (const language of LANGUAGES) {
    const values = new Map<string, TranslationText>();
    for (const entry of catalogue.entries.values()) {
      const value = valueFromFlat(entry, language, catalogue.bundled[language]);
      if (value !== undefined) values.set(entry.key, value);
    }
    const rows = [...values.entries()].map(([key, value]) => ({
      languageIsoCode: language,
      key,
      value,
      state: 'reviewed' as const,
      source: sourceSignature(catalogue.entries.get(key)!),
    }));
    for (let start = 0; start < rows.length; start += 500) {
      const chunk = rows.slice(start, start + 500);
      await tx.insert(translationValues).values(chunk.map((row) => ({ ...row, reviewedAt: new Date() })));
      await tx.insert(translationValueHistory).values(
        chunk.map((row) => ({
          languageIsoCode: language,
          key: row.key,
          action: 'imported' as const,
          newValue: row.value,
          oldState: 'untranslated' as const,
          newState: 'reviewed' as const,
        })),
      );
    }
    const messages = documentMessages(catalogue.entries, values);
    await insertVersion(tx, {
      language,
      rtl: false,
      messages,
      overrides: componentOverrides(messages),
      userId: null,
      restoresVersion: null,
    });
  }
  const [translator] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'translator@demo.test'))
    .limit(1);
  if (translator) {
    await tx
      .insert(translatorLanguages)
      .values({ userId: translator.id, languageIsoCode: 'sq', canReview: true })
      .onConflictDoNothing();
  }
}
