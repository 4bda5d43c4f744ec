import type { exportTranslation } from '@atrium/contract/translations';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { loadCatalogue } from './key-catalogue.ts';
import { flatMessages } from './text-checks.ts';
import { toCsv, toNested, toXliff } from './transfer-formats.ts';
import { languageRights, valueRows } from './translation-queries.ts';

/** The language's current values (whatever their state) for offline work; CSV carries English beside. */
export const exportTranslationHandler: OperationHandler<typeof exportTranslation> = async ({
  params: { languageIsoCode },
  query: { format },
  context,
}) => {
  const catalogue = await loadCatalogue();
  const values = await context.withTenant(async (tx) => {
    await languageRights(tx, context, languageIsoCode);
    return valueRows(tx, languageIsoCode);
  });
  const flat: Record<string, string> = {};
  for (const [key, row] of values) {
    const entry = catalogue.entries.get(key);
    if (entry) Object.assign(flat, flatMessages(entry, row.value));
  }
  const name = `atrium-${languageIsoCode}`;
  if (format === 'csv' || format === 'xliff') {
    const rows: [string, string, string][] = [];
    for (const entry of catalogue.entries.values()) {
      const english = entry.sourcePlural
        ? Object.entries(entry.sourcePlural).map(([category, text]) => [`${entry.key}_${category}`, text])
        : [[entry.key, entry.source]];
      for (const [key, text] of english) rows.push([key!, text!, flat[key!] ?? '']);
    }
    if (format === 'xliff') {
      return {
        fileName: `${name}.xlf`,
        contentType: 'application/x-xliff+xml',
        content: toXliff(languageIsoCode, rows),
      };
    }
    return {
      fileName: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: toCsv([['key', 'en', languageIsoCode], ...rows]),
    };
  }
  const sorted = Object.fromEntries(Object.entries(flat).sort(([a], [b]) => a.localeCompare(b)));
  const document = format === 'json-nested' ? toNested(sorted) : sorted;
  return {
    fileName: `${name}${format === 'json-nested' ? '.nested' : ''}.json`,
    contentType: 'application/json',
    content: `${JSON.stringify(document, null, 2)}\n`,
  };
};
