import {
  getPushPublicKey,
  getPushState,
  sendTestPush,
  subscribePush,
  unsubscribePush,
} from '@atrium/contract/push';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { getPushPublicKeyHandler } from './get-push-public-key.ts';
import { getPushStateHandler } from './get-push-state.ts';
import { sendTestPushHandler } from './send-test-push.ts';
import { subscribePushHandler } from './subscribe-push.ts';
import { unsubscribePushHandler } from './unsubscribe-push.ts';

/** Web push: this device's subscription, the VAPID public key, state and a test notification. */
export const pushOperations = defineModuleOperations({
  [getPushPublicKey.operationId]: { operation: getPushPublicKey, handler: getPushPublicKeyHandler },
  [subscribePush.operationId]: { operation: subscribePush, handler: subscribePushHandler },
  [unsubscribePush.operationId]: { operation: unsubscribePush, handler: unsubscribePushHandler },
  [getPushState.operationId]: { operation: getPushState, handler: getPushStateHandler },
  [sendTestPush.operationId]: { operation: sendTestPush, handler: sendTestPushHandler },
});
