import { getNotifications, getNotificationStream, getUnreadCount } from '@atrium/contract/addresses';
import { liveChangesSchema, unreadCountSchema, type UnreadCount } from '@atrium/contract/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshChangedAreas } from '../../api/live-areas.ts';
import { operationKey } from '../../api/operation-key.ts';
import { useOperationQuery } from '../../api/use-operation.ts';
import { authorizedFetch } from '../../api/client.ts';
import { useSession } from '../../auth/session.ts';
import { readEventStream } from './read-event-stream.ts';

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** The stream opens once the page's own requests have been quiet this long. */
const QUIET_MS = 2_000;
const CHECK_MS = 500;

/**
 * Waits until no query or mutation runs and no resource (script chunk, image, API answer) has
 * finished loading for QUIET_MS. The stream is a request that never ends; opened while the page
 * is still loading it would keep the page from ever counting as loaded (network idle) for
 * browser tooling, and it is not needed before then: the first count comes from
 * notifications_GetUnreadCount.
 */
async function afterQuietStart(client: QueryClient, signal: AbortSignal): Promise<void> {
  let lastActivity = performance.now();
  const observer =
    typeof PerformanceObserver === 'undefined'
      ? null
      : new PerformanceObserver(() => {
          lastActivity = performance.now();
        });
  observer?.observe({ type: 'resource', buffered: false });
  try {
    while (!signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
      if (client.isFetching() > 0 || client.isMutating() > 0) lastActivity = performance.now();
      if (performance.now() - lastActivity >= QUIET_MS) return;
    }
  } finally {
    observer?.disconnect();
  }
}

/**
 * The bell's numbers, kept live: the first answer from notifications_GetUnreadCount, then every
 * `unread` event of the notification stream (read with fetch and the Bearer token). A change also
 * refreshes any notification list on screen, and a `changed` event the open screens of the shared
 * areas other people's writes changed (api/live-areas.ts). Reconnects with a growing pause after a drop, and
 * anew when the person switches company.
 */
export function useUnreadCount(): UnreadCount | undefined {
  const session = useSession();
  const client = useQueryClient();
  const signedIn = session !== null;
  const companyId = session?.companyId ?? null;
  const query = useOperationQuery(getUnreadCount, undefined, { enabled: signedIn, staleTime: 60_000 });

  useEffect(() => {
    if (!signedIn) return;
    const abort = new AbortController();
    let attempt = 0;
    const run = async () => {
      await afterQuietStart(client, abort.signal);
      while (!abort.signal.aborted) {
        try {
          const response = await authorizedFetch(getNotificationStream.path, {
            headers: { accept: 'text/event-stream' },
            signal: abort.signal,
          });
          if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
          attempt = 0;
          await readEventStream(response.body, (event) => {
            if (event.event === 'changed') {
              const changed = liveChangesSchema.safeParse(JSON.parse(event.data));
              if (changed.success) void refreshChangedAreas(client, changed.data.areas);
              return;
            }
            if (event.event !== 'unread') return;
            const counts = unreadCountSchema.safeParse(JSON.parse(event.data));
            if (!counts.success) return;
            client.setQueryData(operationKey(getUnreadCount), counts.data);
            void client.invalidateQueries({ queryKey: operationKey(getNotifications) });
          });
        } catch {
          if (abort.signal.aborted) return;
        }
        const pause = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
        attempt += 1;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    };
    void run();
    return () => abort.abort();
  }, [signedIn, companyId, client]);

  return query.data;
}
