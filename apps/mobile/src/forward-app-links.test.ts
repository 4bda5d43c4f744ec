import { describe, expect, it, vi } from 'vitest';
import type { AppLinkSource } from './app-links.ts';
import { forwardAppLinks } from './forward-app-links.ts';

describe('forwardAppLinks', () => {
  it('delivers the launch link and later links in order, waiting for the web app handler', async () => {
    let listener: ((event: { url: string }) => void) | null = null;
    const source: AppLinkSource = {
      addListener: async (_event, handler) => {
        listener = handler;
      },
      getLaunchUrl: async () => ({ url: 'atrium://auth/callback?code=1&state=a' }),
    };
    const delivered: string[] = [];
    let ready = false;
    await forwardAppLinks(source, {
      deliver: (url) => {
        if (!ready) return false;
        delivered.push(url);
        return true;
      },
      retryMs: 5,
    });
    listener!({ url: 'atrium://auth/callback?code=2&state=b' });
    expect(delivered).toEqual([]);
    ready = true;
    await vi.waitFor(() => expect(delivered).toHaveLength(2));
    expect(delivered).toEqual([
      'atrium://auth/callback?code=1&state=a',
      'atrium://auth/callback?code=2&state=b',
    ]);
    listener!({ url: 'atrium://auth/callback?code=3&state=c' });
    expect(delivered).toHaveLength(3);
  });
});
