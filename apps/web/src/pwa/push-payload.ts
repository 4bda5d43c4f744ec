/**
 * What a push message carries (apps/push builds it): a title and a short body with nothing
 * personal (a locked phone shows them), the app path a click opens, and a tag that makes a newer
 * notification of the same kind replace the older one.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** The payload of a push event's text, or a neutral one when it is missing or unreadable. */
export function readPushPayload(text: string | null | undefined): PushPayload {
  const fallback: PushPayload = { title: 'Atrium', body: '', url: '/' };
  if (!text) return fallback;
  try {
    const data = JSON.parse(text) as Partial<PushPayload> | null;
    if (typeof data !== 'object' || data === null || typeof data.title !== 'string') return fallback;
    return {
      title: data.title,
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' ? data.url : '/',
      ...(typeof data.tag === 'string' && data.tag !== '' ? { tag: data.tag } : {}),
    };
  } catch {
    return fallback;
  }
}
