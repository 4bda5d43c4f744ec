import type { rollbackTranslation, TranslationVersion } from '@atrium/contract/translations';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { findVersion, insertVersion, languageRights } from './translation-queries.ts';

/**
 * Serves an older version again by publishing its document as the newest version: versions stay
 * immutable and the rollback itself is in the list. The editor's values are left as they are.
 */
export async function rollbackTranslationHandler({
  params: { languageIsoCode, version },
  context,
  deps,
}: OperationInput<typeof rollbackTranslation>): Promise<TranslationVersion> {
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
}
