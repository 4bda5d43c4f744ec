import { describe, expect, it, vi } from 'vitest';
import { handleDeepLink, type DeepLinkDeps } from './deep-link.ts';

function deps(overrides: Partial<DeepLinkDeps> = {}) {
  const calls: string[] = [];
  const all: DeepLinkDeps = {
    loadDiscovery: vi.fn(async () => (calls.push('discovery'), true)),
    redirectUri: () => 'https://app.example/authentication/login',
    completeCodeFlow: vi.fn(
      async (url: string) => (calls.push(`complete ${url}`), { access_token: 'at', id_token: 'it' }),
    ),
    authenticateWithServer: vi.fn(
      async (user: { access_token: string }) => void calls.push(`server ${user.access_token}`),
    ),
    seenStates: new Set(),
    log: vi.fn((message: string) => void calls.push(`log ${message}`)),
    ...overrides,
  };
  return { all, calls };
}

describe('handleDeepLink', () => {
  it('loads discovery, completes the code flow with the query as fragment, then authenticates', async () => {
    const { all, calls } = deps();
    const outcome = await handleDeepLink('atrium://callback?code=abc&state=s1', all);
    expect(outcome).toBe('signed-in');
    expect(calls).toEqual([
      'discovery',
      'complete https://app.example/authentication/login#code=abc&state=s1',
      'server at',
    ]);
  });

  it('ignores a second link with the same state', async () => {
    const { all, calls } = deps();
    await handleDeepLink('atrium://callback?code=abc&state=s1', all);
    const again = await handleDeepLink('atrium://callback?code=other&state=s1', all);
    expect(again).toBe('duplicate');
    expect(calls.filter((c) => c.startsWith('complete'))).toHaveLength(1);
    expect(await handleDeepLink('atrium://callback?code=x&state=s2', all)).toBe('signed-in');
  });

  it.each(['atrium://callback', 'atrium://callback?code=abc', 'not a link'])(
    'only logs "Bad link!" for %j',
    async (url) => {
      const { all, calls } = deps();
      expect(await handleDeepLink(url, all)).toBe('bad-link');
      expect(calls).toEqual(['log Bad link!']);
    },
  );

  it('only logs "Bad link!" when the flow cannot complete, and never authenticates', async () => {
    const { all, calls } = deps({
      completeCodeFlow: async () => {
        throw new Error('No matching state found in storage');
      },
    });
    expect(await handleDeepLink('atrium://callback?code=abc&state=s9', all)).toBe('bad-link');
    expect(calls).toEqual(['discovery', 'log Bad link!']);
    expect(all.authenticateWithServer).not.toHaveBeenCalled();
  });

  it('treats an unloadable discovery document as a bad link', async () => {
    const { all, calls } = deps({ loadDiscovery: async () => false });
    expect(await handleDeepLink('atrium://callback?code=abc&state=s3', all)).toBe('bad-link');
    expect(calls).toEqual(['log Bad link!']);
  });
});
