import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamEvent } from './read-event-stream.ts';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('readEventStream', () => {
  it('yields named events split across chunks and skips comments and retry lines', async () => {
    const events: StreamEvent[] = [];
    await readEventStream(
      streamOf([
        'retry: 5000\n\nevent: unr',
        'ead\ndata: {"unreadCount":1}\n',
        '\n: keep-alive\n\n',
        'data: a\ndata: b\n\n',
      ]),
      (event) => events.push(event),
    );
    expect(events).toEqual([
      { event: 'unread', data: '{"unreadCount":1}' },
      { event: 'message', data: 'a\nb' },
    ]);
  });
});
