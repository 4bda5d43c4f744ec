import type { subscribePush } from '@atrium/contract/push';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { pushStateFor } from './get-push-state.ts';
import { withPushErrors } from './push-errors.ts';
import { pushSessionOf } from '../identity/push-session.ts';

/**
 * Subscribes this device for the person in the token's company, in this sign-in session. The
 * same endpoint subscribed again (after a company switch) moves there, so the previous company's
 * notifications stop.
 */
export const subscribePushHandler: OperationHandler<typeof subscribePush> = async (input) => {
  const { body, context, deps, request } = input;
  // Remembered with the device, so signing out of this session removes it (identity/push-session.ts).
  const signedIn = await pushSessionOf(deps.database, request);
  const session = signedIn?.userId === context.userId ? signedIn.session : undefined;
  await withPushErrors(() =>
    deps.push.service.subscribe({
      userId: context.userId,
      companyId: context.companyId,
      ...body,
      ...(session ? { session } : {}),
    }),
  );
  await deps.audit.record(context, { action: 'push.subscribed', target: new URL(body.endpoint).origin });
  return pushStateFor(input, body.endpoint);
};
