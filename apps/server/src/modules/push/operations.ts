import {
  getPushPublicKey,
  getPushState,
  sendTestPush,
  subscribePush,
  unsubscribePush,
} from '@atrium/contract/push';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { getPushStateHandler } from './get-push-state.ts';
import { withPushErrors } from './push-errors.ts';
import { sendTestPushHandler } from './send-test-push.ts';
import { subscribePushHandler } from './subscribe-push.ts';

/** Web push: this device's subscription, the VAPID public key, state and a test notification. */
export const pushOperations = defineModuleOperations({
  [getPushPublicKey.operationId]: {
    operation: getPushPublicKey,
    handler: async ({ deps }) => ({ publicKey: await withPushErrors(() => deps.push.service.publicKey()) }),
  },
  [subscribePush.operationId]: { operation: subscribePush, handler: subscribePushHandler },
  [unsubscribePush.operationId]: {
    operation: unsubscribePush,
    handler: async ({ body, context, deps }) =>
      withPushErrors(() =>
        deps.push.service.unsubscribe({ userId: context.userId, endpoint: body.endpoint }),
      ),
  },
  [getPushState.operationId]: { operation: getPushState, handler: getPushStateHandler },
  [sendTestPush.operationId]: { operation: sendTestPush, handler: sendTestPushHandler },
});
