import { isDeepStrictEqual } from 'node:util';
import type { importTranslation } from '@atrium/contract/translations';
import { validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { loadCatalogue } from './key-catalogue.ts';
import { cleanValue, valueFromFlat, valueProblems } from './text-checks.ts';
import { fromCsv, fromJson, fromXliff } from './transfer-formats.ts';
import { languageRights, saveValue, valueRows } from './translation-queries.ts';

const FORMAT_NAMES = { json: 'JSON', 'json-nested': 'JSON', csv: 'CSV', xliff: 'XLIFF' } as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Proposes every value of a file as if typed in the editor ("translated", history "imported").
 * Unknown keys and values with a broken placeholder or plural form, or a tag their English lacks
 * (decision 079), are skipped and listed.
 */
export const importTranslationHandler: OperationHandler<typeof importTranslation> = async ({
  params: { languageIsoCode },
  body,
  context,
}) => {
  const flat =
    body.format === 'csv'
      ? fromCsv(body.content)
      : body.format === 'xliff'
        ? fromXliff(body.content)
        : fromJson(body.content);
  if (!flat) {
    throw validationFailed('The file cannot be read.', [
      { path: 'body.content', message: `Not a ${FORMAT_NAMES[body.format]} file of texts.` },
    ]);
  }
  const { entries } = await loadCatalogue();
  const skipped: { key: string; reason: string }[] = [];
  for (const key of Object.keys(flat)) {
    if (!entries.has(key) && !entries.get(key.replace(PLURAL_SUFFIX, ''))?.sourcePlural) {
      skipped.push({ key, reason: 'The interface has no such key.' });
    }
  }
  return context.withTenant(async (tx) => {
    await languageRights(tx, context, languageIsoCode);
    const current = await valueRows(tx, languageIsoCode);
    let imported = 0;
    let unchanged = 0;
    for (const entry of entries.values()) {
      const read = valueFromFlat(entry, languageIsoCode, flat);
      if (read === undefined) continue;
      const value = cleanValue(entry, languageIsoCode, read);
      const [problem] = valueProblems(entry, languageIsoCode, value);
      if (problem) {
        skipped.push({ key: entry.key, reason: problem });
        continue;
      }
      const previous = current.get(entry.key);
      if (previous && isDeepStrictEqual(previous.value, value)) {
        unchanged++;
        continue;
      }
      await saveValue(tx, {
        language: languageIsoCode,
        entry,
        value,
        state: 'translated',
        userId: context.userId,
        action: 'imported',
        previous,
      });
      imported++;
    }
    return { imported, unchanged, skipped };
  });
};
