import { and, desc, eq } from 'drizzle-orm';
import { providerTextsOf, type PublishedTexts, type TextSource } from '@atrium/idp';
import type { Database } from '../../db/database.ts';
import { translationVersions } from '../../db/schema/index.ts';

/**
 * The embedded provider's texts: the latest published version of a language in this database
 * (docs/product/translations.md#at-run-time). Each page asks only for the newest version's ETag
 * (one indexed row); the document is read and its provider keys extracted once per version.
 */
export function publishedProviderTexts(database: Database): TextSource {
  const kept = new Map<string, { etag: string; texts: PublishedTexts }>();
  return async (locale) => {
    if (locale === 'en') return undefined;
    return database.withTenant({ companyId: null, userId: null }, async (tx) => {
      const [newest] = await tx
        .select({ version: translationVersions.version, etag: translationVersions.etag })
        .from(translationVersions)
        .where(eq(translationVersions.languageIsoCode, locale))
        .orderBy(desc(translationVersions.version))
        .limit(1);
      if (!newest) return undefined;
      const hit = kept.get(locale);
      if (hit?.etag === newest.etag) return hit.texts;
      const [row] = await tx
        .select({ document: translationVersions.document })
        .from(translationVersions)
        .where(
          and(
            eq(translationVersions.languageIsoCode, locale),
            eq(translationVersions.version, newest.version),
          ),
        );
      if (!row) return undefined;
      const texts = providerTextsOf(row.document.messages);
      kept.set(locale, { etag: newest.etag, texts });
      return texts;
    });
  };
}
