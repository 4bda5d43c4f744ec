import { Roles } from '@atrium/contract/access';
import type { reviewTranslation } from '@atrium/contract/translations';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { catalogueEntry } from './translation-key.ts';
import { keyRow, languageRights, saveValue, valueRows } from './translation-queries.ts';

/**
 * A reviewer accepts the current value, which also confirms it against today's English. Their own
 * value only where the language allows self-review; a SUPERADMIN always may.
 */
export const reviewTranslationHandler: OperationHandler<typeof reviewTranslation> = async ({
  params: { languageIsoCode, key },
  context,
}) => {
  const entry = await catalogueEntry(key);
  return context.withTenant(async (tx) => {
    const rights = await languageRights(tx, context, languageIsoCode);
    if (!rights.canReview) throw forbidden('You may not review this language.');
    const previous = (await valueRows(tx, languageIsoCode, [key])).get(key);
    if (!previous) throw notFound(`A value of "${key}"`);
    const own = previous.updatedBy === context.userId;
    if (own && !rights.allowSelfReview && !context.roles.includes(Roles.SUPERADMIN)) {
      throw forbidden('This language does not allow reviewing your own values.');
    }
    await saveValue(tx, {
      language: languageIsoCode,
      entry,
      value: previous.value,
      state: 'reviewed',
      userId: context.userId,
      action: 'reviewed',
      previous,
    });
    return keyRow(entry, languageIsoCode, (await valueRows(tx, languageIsoCode, [key])).get(key));
  });
};
