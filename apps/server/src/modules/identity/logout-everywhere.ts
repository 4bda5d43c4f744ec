import type { logoutEverywhere } from '@atrium/contract/identity-operations';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { forgetDevices } from './push-session.ts';
import { revokeProviderSessions } from './provider-access.ts';
import { clearRefreshCookie } from './refresh-cookie.ts';
import { revokeAllSessions } from './sessions.ts';

/** Ends every session of the person, here and at the embedded provider. */
export const logoutEverywhereHandler: OperationHandler<typeof logoutEverywhere> = async ({
  context,
  request,
  reply,
  deps,
}) => {
  const revoked = await revokeAllSessions(deps.database, context.userId);
  // No session is left to receive push notifications on: every device of the person goes.
  await forgetDevices(deps, request.log, { userId: context.userId, everywhere: true });
  // Also every session, grant and refresh token the embedded provider holds for the person,
  // or a provider refresh token would simply start a new API session.
  await revokeProviderSessions(deps, context.userId);
  clearRefreshCookie(reply, deps.config);
  await deps.audit.record(context, {
    companyId: null,
    action: 'auth.logout_everywhere',
    details: { revoked },
  });
  return null;
};
