import type { QueryClient } from '@tanstack/react-query';

/**
 * Open screens stay current (docs/product/notifications.md#screens-that-stay-current): every
 * operation's query carries its shared area (useOperationQuery sets it from the contract), and a
 * `changed` event of the notification stream names the areas other people's writes changed. The
 * queries of those areas on screen ask again; the others are only marked stale, for their next
 * visit.
 */
export function refreshChangedAreas(client: QueryClient, areas: readonly string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const area = query.meta?.liveArea;
      return typeof area === 'string' && areas.includes(area);
    },
  });
}
