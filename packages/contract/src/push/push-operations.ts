import { defineOperation } from '../operations/define-operation.ts';
import {
  pushDeliverySchema,
  pushPublicKeySchema,
  pushRemovedSchema,
  pushStateQuerySchema,
  pushStateSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from './push-schemas.ts';

export const getPushPublicKey = defineOperation({
  operationId: 'push_GetPublicKey',
  method: 'GET',
  path: '/api/Push/publicKey',
  summary: "The push service's VAPID public key, which browsers subscribe with",
  tag: 'Push',
  response: { schema: pushPublicKeySchema },
  access: { kind: 'signed-in' },
});

export const subscribePush = defineOperation({
  operationId: 'push_Subscribe',
  method: 'PUT',
  path: '/api/Push/subscription',
  summary: 'Subscribe this device to push notifications for the person in the current company',
  description:
    'The endpoint must be an https:// URL of a public push service (400 naming body.endpoint ' +
    'otherwise). Subscribing a device again moves it to the current company.',
  tag: 'Push',
  request: { body: pushSubscriptionBodySchema },
  response: { schema: pushStateSchema },
  access: { kind: 'member' },
});

export const unsubscribePush = defineOperation({
  operationId: 'push_Unsubscribe',
  method: 'POST',
  path: '/api/Push/subscription/remove',
  summary: "Remove this device's push subscription (only the person's own)",
  tag: 'Push',
  request: { body: pushUnsubscribeBodySchema },
  response: { schema: pushRemovedSchema },
  access: { kind: 'signed-in' },
});

export const getPushState = defineOperation({
  operationId: 'push_GetState',
  method: 'GET',
  path: '/api/Push/state',
  summary: 'Whether the push service answers and how many devices the person subscribed here',
  tag: 'Push',
  request: { query: pushStateQuerySchema },
  response: { schema: pushStateSchema },
  access: { kind: 'member' },
});

export const sendTestPush = defineOperation({
  operationId: 'push_SendTest',
  method: 'POST',
  path: '/api/Push/test',
  summary: "Send a test notification to the caller's own subscribed devices",
  description: 'Limited per person (429 RATE_LIMITED beyond the limit).',
  tag: 'Push',
  response: { schema: pushDeliverySchema },
  access: { kind: 'member' },
});
