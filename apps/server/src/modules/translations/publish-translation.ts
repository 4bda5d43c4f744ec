import type { publishTranslation } from '@atrium/contract/translations';
import { conflict } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { loadCatalogue } from './key-catalogue.ts';
import { valueProblems } from './text-checks.ts';
import {
  componentOverrides,
  documentMessages,
  insertVersion,
  languageRights,
  publishableValues,
} from './translation-queries.ts';

/**
 * Publishes the reviewed values as a new immutable version. Refused, naming the first key, while a
 * value to publish has a broken placeholder or lacks a plural form of the language.
 */
export const publishTranslationHandler: OperationHandler<typeof publishTranslation> = async ({
  params: { languageIsoCode },
  context,
  deps,
}) => {
  const catalogue = await loadCatalogue();
  const version = await context.withTenant(async (tx) => {
    const rights = await languageRights(tx, context, languageIsoCode);
    const values = await publishableValues(tx, languageIsoCode);
    for (const [key, value] of [...values.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const entry = catalogue.entries.get(key);
      if (!entry) {
        values.delete(key); // A key the interface no longer has.
        continue;
      }
      const [problem] = valueProblems(entry, languageIsoCode, value);
      if (problem) {
        throw conflict(`"${key}" cannot be published: ${problem}`, [{ path: key, message: problem }]);
      }
    }
    const messages = documentMessages(catalogue.entries, values);
    return insertVersion(tx, {
      language: languageIsoCode,
      rtl: rights.rtl,
      messages,
      overrides: componentOverrides(messages),
      userId: context.userId,
      restoresVersion: null,
    });
  });
  await deps.audit.record(context, {
    action: 'translation.published',
    target: `${languageIsoCode}:${version.version}`,
    companyId: null,
  });
  return version;
};
