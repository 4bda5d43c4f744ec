import { eq } from 'drizzle-orm';
import type { updateCurrentUserProfile } from '@atrium/contract/account';
import { users } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readCurrentUser } from './current-user.ts';

/** Only these three fields; e-mail, roles and status are never taken from this input. */
export const updateCurrentUserProfileHandler: OperationHandler<typeof updateCurrentUserProfile> = async ({
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
