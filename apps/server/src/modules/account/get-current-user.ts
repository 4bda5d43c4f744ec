import type { getCurrentUser } from '@atrium/contract/account';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readCurrentUser } from './current-user.ts';

/** The signed-in person's own account. */
export const getCurrentUserHandler: OperationHandler<typeof getCurrentUser> = async ({ context }) =>
  context.withTenant((tx) => readCurrentUser(tx, context.userId));
