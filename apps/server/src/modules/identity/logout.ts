import type { logout } from '@atrium/contract/identity-operations';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { forgetDevices, pushSessionOf } from './push-session.ts';
import { endSession } from './sessions.ts';

/** Ends this browser's session (its refresh cookie); public, since the access token may be gone. */
export const logoutHandler: OperationHandler<typeof logout> = async ({ request, reply, deps }) => {
  // Read before the session ends: this device's push subscription goes with it.
  const pushSession = await pushSessionOf(deps.database, request);
  const { userId } = await endSession(deps, request, reply);
  if (userId && pushSession?.userId === userId) {
    await forgetDevices(deps, request.log, { userId, session: pushSession.session });
  }
  if (userId) {
    await deps.audit.write({
      companyId: null,
      actorUserId: userId,
      action: 'auth.logout',
      requestId: request.id,
    });
  }
  return null;
};
