import type { compareTranslationVersions } from '@atrium/contract/translations';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { findVersion, languageRights } from './translation-queries.ts';

/** Every message that differs between two versions, by key (null: absent, English shows). */
export const compareTranslationVersionsHandler: OperationHandler<typeof compareTranslationVersions> = async ({
  params: { languageIsoCode },
  query: { from, to },
  context,
}) =>
  context.withTenant(async (tx) => {
    await languageRights(tx, context, languageIsoCode);
    const before = (await findVersion(tx, languageIsoCode, from)).document.messages;
    const after = (await findVersion(tx, languageIsoCode, to)).document.messages;
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return {
      from,
      to,
      changes: keys
        .filter((key) => before[key] !== after[key])
        .map((key) => ({ key, before: before[key] ?? null, after: after[key] ?? null })),
    };
  });
