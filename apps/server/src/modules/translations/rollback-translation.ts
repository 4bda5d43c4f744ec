import type { rollbackTranslation } from '@atrium/contract/translations';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { findVersion, insertVersion, languageRights } from './translation-queries.ts';

/**
 * Serves an older version again by publishing its document as the newest version: versions stay
 * immutable and the rollback itself is in the list. The editor's values are left as they are.
 */
export const rollbackTranslationHandler: OperationHandler<typeof rollbackTranslation> = async ({
  params: { languageIsoCode, version },
  context,
  deps,
}) => {
  const restored = await context.withTenant(async (tx) => {
    await languageRights(tx, context, languageIsoCode);
    const { document } = await findVersion(tx, languageIsoCode, version);
    return insertVersion(tx, {
      language: languageIsoCode,
      rtl: document.rtl,
      messages: document.messages,
      overrides: document.overrides.messages,
      userId: context.userId,
      restoresVersion: version,
    });
  });
  await deps.audit.record(context, {
    action: 'translation.rolled_back',
    target: `${languageIsoCode}:${version}`,
    companyId: null,
  });
  return restored;
};
