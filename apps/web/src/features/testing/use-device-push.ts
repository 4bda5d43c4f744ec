import { useCallback, useEffect, useState } from 'react';
import { pushApi } from '../../pwa/push-api.ts';
import {
  currentPushSubscription,
  notificationPermission,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushSupport,
} from '../../pwa/push-subscription.ts';

export interface DevicePush {
  support: PushSupport;
  permission: NotificationPermission | null;
  /** This browser's subscription endpoint, or null; undefined while it is being read. */
  endpoint: string | null | undefined;
  /** An action is running. */
  busy: boolean;
  refresh: () => Promise<void>;
  subscribe: () => Promise<void>;
  unsubscribe: () => Promise<void>;
}

/** This browser's push permission and subscription, with actions that keep the server in step. */
export function useDevicePush(onError: (error: unknown) => void): DevicePush {
  const [permission, setPermission] = useState(notificationPermission);
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const subscription = await currentPushSubscription().catch(() => null);
    setPermission(notificationPermission());
    setEndpoint(subscription?.endpoint ?? null);
  }, []);

  useEffect(() => {
    let current = true;
    void currentPushSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (current) setEndpoint(subscription?.endpoint ?? null);
      });
    return () => {
      current = false;
    };
  }, []);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  return {
    support: pushSupport(),
    permission,
    endpoint,
    busy,
    refresh,
    subscribe: () => run(() => subscribeThisDevice(pushApi)),
    unsubscribe: () => run(() => unsubscribeThisDevice(pushApi)),
  };
}
