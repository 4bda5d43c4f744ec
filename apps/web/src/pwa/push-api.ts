import { getPushPublicKey, subscribePush, unsubscribePush } from '@atrium/contract/push';
import { callOperation } from '../api/client.ts';
import type { PushApi } from './push-subscription.ts';

/** The push operations through the app's signed-in caller. */
export const pushApi: PushApi = {
  getPublicKey: async () => (await callOperation(getPushPublicKey)).publicKey,
  subscribe: async (subscription) => {
    const { endpoint, keys } = subscription;
    if (!endpoint || !keys?.p256dh || !keys.auth)
      throw new Error('The browser gave an incomplete subscription');
    await callOperation(subscribePush, {
      body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
  },
  unsubscribe: async (endpoint) => {
    await callOperation(unsubscribePush, { body: { endpoint } });
  },
};
