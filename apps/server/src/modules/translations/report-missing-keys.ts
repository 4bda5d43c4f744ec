import { sql } from 'drizzle-orm';
import type { reportMissingKeys } from '@atrium/contract/translations';
import { translationMissingKeys } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { loadCatalogue } from './key-catalogue.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Counts the keys a browser showed in English (docs/product/translations.md#missing-key-report).
 * Only keys the interface has are kept (a plural form counts for its key), so a caller cannot fill
 * the table with names of its own; each key once per report.
 */
export const reportMissingKeysHandler: OperationHandler<typeof reportMissingKeys> = async ({
  body: { languageIsoCode, keys },
  context,
}) => {
  const { entries } = await loadCatalogue();
  const known = [
    ...new Set(
      keys
        .map((key) => (entries.has(key) ? key : key.replace(PLURAL_SUFFIX, '')))
        .filter((key) => entries.has(key)),
    ),
  ];
  if (known.length === 0) return { counted: 0 };
  await context.withTenant((tx) =>
    tx
      .insert(translationMissingKeys)
      .values(known.map((key) => ({ languageIsoCode, key })))
      .onConflictDoUpdate({
        target: [translationMissingKeys.languageIsoCode, translationMissingKeys.key],
        set: {
          reportCount: sql`${translationMissingKeys.reportCount} + 1`,
          lastReportedAt: sql`now()`,
        },
      }),
  );
  return { counted: known.length };
};
