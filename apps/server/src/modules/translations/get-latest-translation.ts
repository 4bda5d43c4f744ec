import { desc, eq } from 'drizzle-orm';
import type { getLatestTranslation, TranslationDocument } from '@atrium/contract/translations';
import { translationVersions } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/**
 * The newest published version, revalidated by ETag: the app asks with If-None-Match and gets 304
 * while nothing was published since (docs/product/translations.md#at-run-time).
 */
export const getLatestTranslationHandler: OperationHandler<typeof getLatestTranslation> = async ({
  params: { languageIsoCode },
  context,
  request,
  reply,
}) => {
  const [latest] = await context.withTenant((tx) =>
    tx
      .select({ document: translationVersions.document, etag: translationVersions.etag })
      .from(translationVersions)
      .where(eq(translationVersions.languageIsoCode, languageIsoCode))
      .orderBy(desc(translationVersions.version))
      .limit(1),
  );
  if (!latest) throw notFound('A published translation of this language');
  reply.header('etag', latest.etag).header('cache-control', 'no-cache');
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === latest.etag)) {
    await reply.code(304).send();
    return reply as unknown as TranslationDocument;
  }
  return latest.document as TranslationDocument;
};
