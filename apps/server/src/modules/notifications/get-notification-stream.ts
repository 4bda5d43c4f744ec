import type { getNotificationStream } from '@atrium/contract/notifications';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { presentedSession } from '../identity/sessions.ts';
import { unreadCounts } from './get-unread-count.ts';

const HEARTBEAT_MS = 25_000;
/** Several changes in a burst (mark all read, a fan-out) send one update. */
const COALESCE_MS = 150;
/** Changes of shared areas: the screens asking again may wait a little longer than the bell. */
const CHANGES_COALESCE_MS = 500;

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
  const send = async () => {
    pending = null;
    if (!open) return;
    try {
      const counts = await unreadCounts(context.withTenant, who);
      if (open) raw.write(`event: unread\ndata: ${JSON.stringify(counts)}\n\n`);
    } catch (error) {
      request.log.warn({ err: error }, 'notification stream could not count');
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
