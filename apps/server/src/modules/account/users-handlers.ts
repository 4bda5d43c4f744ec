import { eq } from 'drizzle-orm';
import type {
  getCurrentUser,
  updateCurrentUserLanguage,
  updateCurrentUserProfile,
} from '@atrium/contract/account';
import { users } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { readCurrentUser } from './current-user.ts';

export const handleGetCurrentUser: OperationHandler<typeof getCurrentUser> = async ({ context }) =>
  context.withTenant((tx) => readCurrentUser(tx, context.userId));

export const handleUpdateCurrentUserLanguage: OperationHandler<typeof updateCurrentUserLanguage> = async ({
  body,
  context,
}) =>
  context.withTenant(async (tx) => {
    await tx.update(users).set({ language: body.language }).where(eq(users.id, context.userId));
    return readCurrentUser(tx, context.userId);
  });

/** Only these three fields; e-mail, roles and status are never taken from this input. */
export const handleUpdateCurrentUserProfile: OperationHandler<typeof updateCurrentUserProfile> = async ({
  body,
  context,
}) =>
  context.withTenant(async (tx) => {
    await tx
      .update(users)
      .set({
        givenName: body.givenName,
        familyName: body.familyName,
        name: `${body.givenName} ${body.familyName}`,
        phoneNumber: body.phoneNumber,
      })
      .where(eq(users.id, context.userId));
    return readCurrentUser(tx, context.userId);
  });
