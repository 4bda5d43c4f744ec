import { and, eq, sql } from 'drizzle-orm';
import type { revokeTranslatorLanguage } from '@atrium/contract/translations';
import { translatorLanguages, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** Takes a language from a translator; with their last language goes the TRANSLATOR role. */
export const revokeTranslatorLanguageHandler: OperationHandler<typeof revokeTranslatorLanguage> = async ({
  params: { userId, languageIsoCode },
  context,
  deps,
}) => {
  await context.withTenant(async (tx) => {
    const removed = await tx
      .delete(translatorLanguages)
      .where(
        and(eq(translatorLanguages.userId, userId), eq(translatorLanguages.languageIsoCode, languageIsoCode)),
      )
      .returning({ userId: translatorLanguages.userId });
    if (removed.length === 0) throw notFound('This translator language');
    const left = await tx
      .select({ language: translatorLanguages.languageIsoCode })
      .from(translatorLanguages)
      .where(eq(translatorLanguages.userId, userId));
    if (left.length === 0) {
      await tx
        .update(users)
        .set({ globalRoles: sql`array_remove(${users.globalRoles}, 'TRANSLATOR')` })
        .where(eq(users.id, userId));
    }
  });
  await deps.audit.record(context, {
    action: 'translator.revoked',
    target: `${userId}:${languageIsoCode}`,
    companyId: null,
  });
  return undefined;
};
