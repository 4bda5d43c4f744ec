export { loadVapidKeys, VAPID_KEYS_FILE, type VapidKeys } from './vapid-keys.ts';
export {
  createPushService,
  deviceIdOf,
  PushSubscriptionRefused,
  type NewSubscription,
  type PeopleSendOptions,
  type PeopleSendResult,
  type PushService,
  type PushServiceOptions,
  type PushTarget,
  type SendOptions,
  type SendResult,
  type SendTarget,
} from './push-service.ts';
export { combinedResults, createRemotePushService, PushServiceUnavailable } from './remote-push-service.ts';
export { createPushHttpApi, MAX_PEOPLE_PER_SEND, PUSH_API } from './http-api.ts';
export { migratePush, PUSH_MIGRATIONS_TABLE } from './migrate.ts';
export type { PushDatabase } from './database.ts';
export {
  endpointProblem,
  guardedLookup,
  resolvedEndpointProblem,
  type EndpointPolicy,
} from './endpoint-policy.ts';
export { MAX_PAYLOAD_BYTES, PushMessageError, type PushMessage, type PushPayload } from './push-message.ts';
