import type { QueryClient } from '@tanstack/react-query';

/** The id of the unread-count operation (contract notifications); its answers drive the badge. */
export const UNREAD_COUNT_OPERATION_ID = 'notifications_GetUnreadCount';

interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** The unread count on the installed app's icon (Badging API), where the platform has one. */
export function showUnreadOnAppIcon(count: number, nav: BadgeNavigator = navigator as BadgeNavigator): void {
  if (!nav.setAppBadge || !nav.clearAppBadge) return;
  const done = count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge();
  // A browser may refuse (not installed, no permission): the badge is a nicety.
  done.catch(() => {});
}

/**
 * Follows every answer of the unread-count query, whoever asked for it (the bell, a stream), and
 * puts its count on the app icon; signing out (the cache emptied) clears it.
 */
export function followUnreadCountOnAppIcon(
  queryClient: QueryClient,
  show: (count: number) => void = showUnreadOnAppIcon,
): () => void {
  let last: number | null = null;
  const update = (count: number) => {
    if (count === last) return;
    last = count;
    show(count);
  };
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed' && event.query.queryKey[0] === UNREAD_COUNT_OPERATION_ID) {
      update(0);
      return;
    }
    if (event.type !== 'updated' || event.query.queryKey[0] !== UNREAD_COUNT_OPERATION_ID) return;
    const data = event.query.state.data as { unreadCount?: unknown } | undefined;
    if (typeof data?.unreadCount === 'number') update(data.unreadCount);
  });
}
