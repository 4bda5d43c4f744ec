import type { Platform } from '../platform.ts';

/**
 * After a write has committed: tells every open screen of the company that shows one of `areas`
 * (docs/product/notifications.md#screens-that-stay-current). Called by the route core of JSON
 * operations and of uploads, and by the job runner's listener, never by a handler: so a new
 * operation, upload or job cannot leave other people's screens behind.
 */
export async function announceLiveChanges(
  notifications: Pick<Platform['notifications'], 'announceChange'>,
  companyId: string | null | undefined,
  areas: readonly string[],
): Promise<void> {
  if (!companyId) return;
  for (const area of areas) await notifications.announceChange(companyId, area);
}
