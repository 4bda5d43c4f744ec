import { describe, expect, it, vi } from 'vitest';
import { followAppLinks, type AppLinkSource } from './app-links.ts';

function fakeApp(launchUrl?: string) {
  let listener: ((event: { url: string }) => void) | null = null;
  const source: AppLinkSource = {
    addListener: async (_event, handler) => {
      listener = handler;
    },
    getLaunchUrl: async () => (launchUrl ? { url: launchUrl } : undefined),
  };
  return { source, open: (url: string) => listener?.({ url }) };
}

function deps() {
  const steps: string[] = [];
  const logged: string[] = [];
  return {
    steps,
    logged,
    deps: {
      loadDiscovery: vi.fn(async () => {
        steps.push('discovery');
        return true;
      }),
      redirectUri: () => 'https://localhost/authentication/login',
      completeCodeFlow: vi.fn(async (url: string) => {
        steps.push(`code flow ${url}`);
        if (url.includes('code=bad')) throw new Error('invalid_grant');
        return { access_token: 'provider-token', id_token: 'id' };
      }),
      authenticateWithServer: vi.fn(async () => {
        steps.push('server sign-in');
      }),
      seenStates: new Set<string>(),
      log: (message: string) => logged.push(message),
    },
  };
}

describe('app links', () => {
  it('signs in from the launch link: discovery, code flow with the query as fragment, server step', async () => {
    const app = fakeApp('atrium://auth/callback?code=abc&state=s1');
    const { deps: d, steps } = deps();
    const outcomes: string[] = [];
    await followAppLinks(app.source, d, (_url, outcome) => outcomes.push(outcome));
    expect(steps).toEqual([
      'discovery',
      'code flow https://localhost/authentication/login#code=abc&state=s1',
      'server sign-in',
    ]);
    expect(outcomes).toEqual(['signed-in']);
  });

  it('ignores the same state delivered again, even twice at once', async () => {
    const app = fakeApp();
    const { deps: d, steps } = deps();
    const outcomes: string[] = [];
    await followAppLinks(app.source, d, (_url, outcome) => outcomes.push(outcome));
    app.open('atrium://auth/callback?code=abc&state=same');
    app.open('atrium://auth/callback?code=abc&state=same');
    await vi.waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes).toEqual(['signed-in', 'duplicate']);
    expect(steps.filter((step) => step === 'server sign-in')).toHaveLength(1);
  });

  it('only logs "Bad link!" for a link without a query or state, or whose code flow fails', async () => {
    const app = fakeApp();
    const { deps: d, steps, logged } = deps();
    const outcomes: string[] = [];
    await followAppLinks(app.source, d, (_url, outcome) => outcomes.push(outcome));
    app.open('atrium://auth/callback');
    app.open('atrium://auth/callback?code=abc');
    app.open('atrium://auth/callback?code=bad&state=s2');
    await vi.waitFor(() => expect(outcomes).toHaveLength(3));
    expect(outcomes).toEqual(['bad-link', 'bad-link', 'bad-link']);
    expect(logged).toEqual(['Bad link!', 'Bad link!', 'Bad link!']);
    expect(steps).not.toContain('server sign-in');
  });

  it('treats a link as bad when the discovery document cannot be loaded', async () => {
    const app = fakeApp('atrium://auth/callback?code=abc&state=s3');
    const { deps: d, logged } = deps();
    d.loadDiscovery.mockImplementation(async () => false);
    await followAppLinks(app.source, d);
    expect(logged).toEqual(['Bad link!']);
    expect(d.completeCodeFlow).not.toHaveBeenCalled();
  });
});
