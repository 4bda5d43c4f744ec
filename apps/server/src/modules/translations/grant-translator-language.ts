import { eq, sql } from 'drizzle-orm';
import type { grantTranslatorLanguage } from '@atrium/contract/translations';
import { translatorLanguages, users } from '../../db/schema/index.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { listTranslators } from './translator-queries.ts';

/**
 * A SUPERADMIN picks a person by e-mail and grants them a language (with or without the right to
 * review it); the person gets the TRANSLATOR role with their first language.
 */
export const grantTranslatorLanguageHandler: OperationHandler<typeof grantTranslatorLanguage> = async ({
  body,
  context,
  deps,
}) => {
  const translator = await context.withTenant(async (tx) => {
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()))
      .limit(1);
    if (!person) {
      throw validationFailed('No one has an account with this e-mail.', [
        { path: 'body.email', message: 'No one has an account with this e-mail.' },
      ]);
    }
    await tx
      .update(users)
      .set({ globalRoles: sql`array_append(array_remove(${users.globalRoles}, 'TRANSLATOR'), 'TRANSLATOR')` })
      .where(eq(users.id, person.id));
    await tx
      .insert(translatorLanguages)
      .values({
        userId: person.id,
        languageIsoCode: body.languageIsoCode,
        canReview: body.canReview,
        grantedBy: context.userId,
      })
      .onConflictDoUpdate({
        target: [translatorLanguages.userId, translatorLanguages.languageIsoCode],
        set: { canReview: body.canReview, grantedBy: context.userId, updatedAt: new Date() },
      });
    const [row] = await listTranslators(tx, person.id);
    return row!;
  });
  await deps.audit.record(context, {
    action: 'translator.granted',
    target: `${translator.userId}:${body.languageIsoCode}`,
    companyId: null,
  });
  return translator;
};
