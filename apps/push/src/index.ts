export { loadVapidKeys, VAPID_KEYS_FILE, type VapidKeys } from './vapid-keys.ts';
