import type { proposeTranslation } from '@atrium/contract/translations';
import { validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { cleanValue, markupFields } from './text-checks.ts';
import { catalogueEntry } from './translation-key.ts';
import { keyRow, languageRights, saveValue, valueRows } from './translation-queries.ts';

/**
 * Saves a translator's value; it is "translated" until a reviewer accepts it. A value with a
 * broken placeholder is kept (the row lists the problem) but cannot be published; one with a tag
 * its English lacks is refused (400 naming the field), as texts are shown as written (decision 079).
 */
export const proposeTranslationHandler: OperationHandler<typeof proposeTranslation> = async ({
  params: { languageIsoCode, key },
  body,
  context,
}) => {
  const entry = await catalogueEntry(key);
  if (Boolean(entry.sourcePlural) !== (typeof body.value !== 'string')) {
    throw validationFailed('The value does not match the key.', [
      {
        path: 'body.value',
        message: entry.sourcePlural ? 'Give one text per plural form.' : 'Give one text.',
      },
    ]);
  }
  const value = cleanValue(entry, languageIsoCode, body.value);
  const markup = markupFields(entry, value);
  if (markup.length > 0) throw validationFailed('The value has markup its English text does not.', markup);
  return context.withTenant(async (tx) => {
    await languageRights(tx, context, languageIsoCode);
    const previous = (await valueRows(tx, languageIsoCode, [key])).get(key);
    await saveValue(tx, {
      language: languageIsoCode,
      entry,
      value,
      state: 'translated',
      userId: context.userId,
      action: 'proposed',
      previous,
    });
    return keyRow(entry, languageIsoCode, (await valueRows(tx, languageIsoCode, [key])).get(key));
  });
};
