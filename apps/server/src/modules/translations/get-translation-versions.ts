import { desc, eq, sql } from 'drizzle-orm';
import type { getTranslationVersions } from '@atrium/contract/translations';
import { translationVersions, users } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { languageRights, versionSummary } from './translation-queries.ts';

export const getTranslationVersionsHandler: OperationHandler<typeof getTranslationVersions> = async ({
  params: { languageIsoCode },
  context,
}) => {
  return context.withTenant(async (tx) => {
    await languageRights(tx, context, languageIsoCode);
    const rows = await tx
      .select({
        row: translationVersions,
        publishedByName: sql<string | null>`coalesce(${users.name}, ${users.email})`,
      })
      .from(translationVersions)
      .leftJoin(users, eq(users.id, translationVersions.publishedBy))
      .where(eq(translationVersions.languageIsoCode, languageIsoCode))
      .orderBy(desc(translationVersions.version));
    return rows.map(({ row, publishedByName }) => versionSummary({ ...row, publishedByName }));
  });
};
