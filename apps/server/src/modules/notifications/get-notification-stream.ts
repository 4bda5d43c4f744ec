import type { getNotificationStream } from '@atrium/contract/notifications';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { presentedSession } from '../identity/sessions.ts';

const HEARTBEAT_MS = 25_000;
/** Several changes in a burst (mark all read, a fan-out) send one update. */
const COALESCE_MS = 150;
/** Changes of shared areas: the screens asking again may wait a little longer than the bell. */
const CHANGES_COALESCE_MS = 500;
/**
 * A count that failed is tried again, later each time up to a minute and spread at random: when a
 * thousand open streams count at once, some wait longer for a database connection than the pool
 * allows, and a count never retried left their bell stale until the next change.
 */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 60_000;

/** How long a stream waits before counting again after `failures` failed counts in a row. */
export function countRetryDelay(failures: number, random: () => number = Math.random): number {
  const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1));
  return wait / 2 + random() * (wait / 2);
}

/**
 * Server-sent events with the person's unread counts: once at once, then after every change
 * announced on the database channel by any API instance; and `changed` with the shared areas of
 * the company that other people's writes changed, for open screens to ask again
 * (docs/product/notifications.md#screens-that-stay-current). The browser reads it with fetch and
 * the Bearer token; the heartbeat keeps proxies from closing an idle stream.
 */
export const getNotificationStreamHandler: OperationHandler<typeof getNotificationStream> = async ({
  context,
  deps,
  request,
  reply,
}) => {
  const who = { userId: context.userId, companyId: context.companyId };
  // A stream lives on after the request that authorised it: it ends with its sign-in session
  // (docs/product/notifications.md#the-notifications-screen-and-the-bell), and an ended session opens none while its access
  // token lasts.
  const session = await presentedSession(deps, request, context.userId);
  if (session?.ended) throw new AppError('UNAUTHENTICATED', 'Your session has ended. Sign in again.');
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  let open = true;
  let pending: NodeJS.Timeout | null = null;
  let failures = 0;
  const send = async () => {
    pending = null;
    if (!open) return;
    try {
      const counts = await deps.notifications.countUnread(who);
      failures = 0;
      if (open) raw.write(`event: unread\ndata: ${JSON.stringify(counts)}\n\n`);
    } catch (error) {
      failures += 1;
      // Once per run of failures, not on every attempt: an outage would otherwise flood the log.
      if (failures === 1)
        request.log.warn({ err: error }, 'notification stream could not count; trying again');
      if (open) pending ??= setTimeout(() => void send(), countRetryDelay(failures));
    }
  };
  const changed = () => {
    pending ??= setTimeout(() => void send(), COALESCE_MS);
  };
  const stopListening = await deps.notifications.onUnreadChanged(context.userId, changed);
  // Writes in the company's shared areas, collected for a moment and sent as one `changed`
  // event, so that a burst (an approval that moves a request and a balance) asks screens once.
  const areas = new Set<string>();
  let areasPending: NodeJS.Timeout | null = null;
  const sendAreas = () => {
    areasPending = null;
    if (!open || areas.size === 0) return;
    raw.write(`event: changed\ndata: ${JSON.stringify({ areas: [...areas] })}\n\n`);
    areas.clear();
  };
  const stopChanges = context.companyId
    ? await deps.notifications.onCompanyChanged(context.companyId, (area) => {
        areas.add(area);
        areasPending ??= setTimeout(sendAreas, CHANGES_COALESCE_MS);
      })
    : () => {};
  // The sign-in session behind the stream ended, announced by any instance: the stream ends with
  // it. Until the stream can end (below), an early announcement is remembered.
  let sessionEnded = false;
  let endStream = () => {
    sessionEnded = true;
  };
  const stopSession = await deps.notifications.onSessionEnded(
    { userId: context.userId, familyId: session?.familyId ?? null },
    () => endStream(),
  );
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const closed = new Promise<void>((resolve) => {
    const end = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      if (pending) clearTimeout(pending);
      if (areasPending) clearTimeout(areasPending);
      stopListening();
      stopChanges();
      stopSession();
      untrack();
      raw.end();
      resolve();
    };
    const untrack = deps.notifications.trackStream(end);
    raw.on('close', end);
    endStream = end;
  });
  if (sessionEnded) endStream();
  raw.write('retry: 5000\n\n');
  await send();
  await closed;
  return '';
};
