/**
 * This device's web push subscription, in the browser: what the testing screen shows and
 * changes, and what sign-out and a company switch tidy up. The server side is the push
 * operations (contract `push`).
 */
export type PushSupport = 'supported' | 'unsupported' | 'insecure';

export interface PushApi {
  getPublicKey(): Promise<string>;
  /** Stores the subscription on the server for the current company. */
  subscribe(subscription: PushSubscriptionJSON): Promise<void>;
  unsubscribe(endpoint: string): Promise<void>;
}

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !window.isSecureContext) return 'insecure';
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return supported ? 'supported' : 'unsupported';
}

/** 'default' | 'granted' | 'denied', or null where notifications do not exist. */
export function notificationPermission(): NotificationPermission | null {
  return 'Notification' in window ? Notification.permission : null;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (pushSupport() !== 'supported') return null;
  // `ready` never settles without a registration (the dev server registers none).
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? navigator.serviceWorker.ready : null;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const worker = await registration();
  return worker ? worker.pushManager.getSubscription() : null;
}

export class PushNotAvailableError extends Error {
  readonly reason: 'unsupported' | 'no-service-worker' | 'denied';
  constructor(reason: 'unsupported' | 'no-service-worker' | 'denied') {
    super(`push notifications are not available: ${reason}`);
    this.name = 'PushNotAvailableError';
    this.reason = reason;
  }
}

/** Asks for permission (once), subscribes with the server's VAPID key, tells the server. */
export async function subscribeThisDevice(api: PushApi): Promise<PushSubscription> {
  if (pushSupport() !== 'supported') throw new PushNotAvailableError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushNotAvailableError('denied');
  const worker = await registration();
  if (!worker) throw new PushNotAvailableError('no-service-worker');
  const key = await api.getPublicKey();
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    // Subscribed with another server key (keys changed): that subscription can never be used.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(key),
  });
  await api.subscribe(subscription.toJSON());
  return subscription;
}

/** Removes the subscription from the server, then from the browser. */
export async function unsubscribeThisDevice(api: PushApi): Promise<boolean> {
  const subscription = await currentPushSubscription();
  if (!subscription) return false;
  try {
    await api.unsubscribe(subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
  return true;
}

/**
 * After a company switch: a subscribed device is subscribed again, which moves it to the new
 * company on the server, so the previous company's notifications stop reaching it.
 */
export async function moveThisDeviceToCurrentCompany(api: PushApi): Promise<boolean> {
  const subscription = await currentPushSubscription();
  if (!subscription) return false;
  await api.subscribe(subscription.toJSON());
  return true;
}

function sameKey(subscription: PushSubscription, key: string): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  const expected = base64UrlToBytes(key);
  return bytes.length === expected.length && bytes.every((byte, index) => byte === expected[index]);
}

export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
