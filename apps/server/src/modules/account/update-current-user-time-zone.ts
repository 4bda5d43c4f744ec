import { eq } from 'drizzle-orm';
import type { updateCurrentUserTimeZone } from '@atrium/contract/account';
import { users } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readCurrentUser } from './current-user.ts';

/**
 * The person's own zone (null: each company's), the one time tracking and notification quiet
 * hours use (docs/decisions/055-local-days.md). The contract has checked it is an IANA name.
 */
export const updateCurrentUserTimeZoneHandler: OperationHandler<typeof updateCurrentUserTimeZone> = async ({
  body,
  context,
}) =>
  context.withTenant(async (tx) => {
    await tx.update(users).set({ timeZone: body.timeZone }).where(eq(users.id, context.userId));
    return readCurrentUser(tx, context.userId);
  });
