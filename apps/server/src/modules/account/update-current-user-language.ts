import { eq } from 'drizzle-orm';
import type { updateCurrentUserLanguage } from '@atrium/contract/account';
import { users } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readCurrentUser } from './current-user.ts';

export const updateCurrentUserLanguageHandler: OperationHandler<typeof updateCurrentUserLanguage> = async ({
  body,
  context,
}) =>
  context.withTenant(async (tx) => {
    await tx.update(users).set({ language: body.language }).where(eq(users.id, context.userId));
    return readCurrentUser(tx, context.userId);
  });
