import { desc, eq } from 'drizzle-orm';
import type { getTranslationKeys } from '@atrium/contract/translations';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { translationMissingKeys, translationVersions } from '../../db/schema/index.ts';
import { loadCatalogue } from './key-catalogue.ts';
import { keyRow, languageRights, valueRows } from './translation-queries.ts';

/** The editor's list: every key with English beside the language's value, filtered; coverage over all keys. */
export const getTranslationKeysHandler: OperationHandler<typeof getTranslationKeys> = async ({
  params: { languageIsoCode },
  query,
  context,
}) => {
  const catalogue = await loadCatalogue();
  return context.withTenant(async (tx) => {
    const rights = await languageRights(tx, context, languageIsoCode);
    const values = await valueRows(tx, languageIsoCode);
    const [latest] = await tx
      .select({ version: translationVersions.version })
      .from(translationVersions)
      .where(eq(translationVersions.languageIsoCode, languageIsoCode))
      .orderBy(desc(translationVersions.version))
      .limit(1);
    const reports = new Map(
      (
        await tx
          .select({ key: translationMissingKeys.key, count: translationMissingKeys.reportCount })
          .from(translationMissingKeys)
          .where(eq(translationMissingKeys.languageIsoCode, languageIsoCode))
      ).map((report) => [report.key, report.count]),
    );
    const rows = [...catalogue.entries.values()].map((entry) =>
      keyRow(entry, languageIsoCode, values.get(entry.key), reports.get(entry.key) ?? 0),
    );
    const coverage = { total: rows.length, untranslated: 0, translated: 0, reviewed: 0, outdated: 0 };
    for (const row of rows) coverage[row.state] += 1;
    const search = query.search?.trim().toLocaleLowerCase();
    const matches = (text: unknown) =>
      !search ||
      (typeof text === 'string'
        ? text.toLocaleLowerCase().includes(search)
        : JSON.stringify(text ?? '')
            .toLocaleLowerCase()
            .includes(search));
    const keys = rows.filter(
      (row) =>
        (!query.screen || row.screen === query.screen) &&
        (!query.state ||
          (query.state === 'not-reviewed' ? row.state === 'translated' : row.state === query.state)) &&
        (!query.reported || row.reportCount > 0) &&
        (matches(row.key) || matches(row.source) || matches(row.value)),
    );
    if (query.reported) keys.sort((a, b) => b.reportCount - a.reportCount || a.key.localeCompare(b.key));
    return {
      languageIsoCode,
      canReview: rights.canReview,
      allowSelfReview: rights.allowSelfReview,
      latestVersion: latest?.version ?? null,
      coverage,
      screens: [...new Set(rows.map((row) => row.screen))].sort(),
      keys,
    };
  });
};
