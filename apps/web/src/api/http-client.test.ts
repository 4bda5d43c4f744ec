import { NO_TOKEN } from '@atrium/contract/identity';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientOptions } from './http-client.ts';

const API = 'https://app.example';

type Answer = number | 'network';

/** A fake fetch that answers from a script per token and records what was sent. */
function fakeFetch(answer: (token: string | null, url: string) => Answer | Promise<Answer>) {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const authorization = new Headers(init?.headers).get('Authorization');
    calls.push({ url, authorization });
    const result = await answer(authorization?.replace(/^Bearer /, '') ?? null, url);
    if (result === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ status: result, token: authorization }), { status: result });
  });
  return { fetch, calls };
}

function setup(
  answer: Parameters<typeof fakeFetch>[0],
  overrides: Partial<HttpClientOptions> & { startToken?: string | null; refreshTo?: string | Error } = {},
) {
  let token: string | null = overrides.startToken === undefined ? 'old' : overrides.startToken;
  const { fetch, calls } = fakeFetch(answer);
  const refresh = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (overrides.refreshTo instanceof Error) throw overrides.refreshTo;
    token = overrides.refreshTo ?? 'new';
  });
  const onRefreshFailed = vi.fn();
  const request = createHttpClient({
    fetch,
    getToken: () => token ?? NO_TOKEN,
    apiOrigins: () => [API],
    baseUrl: () => API,
    refresh,
    onRefreshFailed,
    ...overrides,
  });
  return { request, calls, refresh, onRefreshFailed, fetch, setToken: (t: string | null) => (token = t) };
}

describe('http client', () => {
  it('sends the Bearer token to the API origin, relative or absolute', async () => {
    const { request, calls } = setup(() => 200);
    await request('/api/Users/current-user');
    await request(`${API}/api/x`);
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer old', 'Bearer old']);
  });

  it('never sends the token to another origin, and does not refresh for it', async () => {
    const { request, calls, refresh } = setup(() => 401);
    const response = await request('https://evil.test/api/x');
    await request('https://app.example.evil.test/api/x');
    expect(calls.map((c) => c.authorization)).toEqual([null, null]);
    expect(response.status).toBe(401);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('sends no Authorization header while there is no token (noToken)', async () => {
    const { request, calls } = setup(() => 200, { startToken: null });
    await request('/api/x');
    expect(calls[0]?.authorization).toBeNull();
  });

  it('on a 401 refreshes once and retries once with the new token', async () => {
    const { request, calls, refresh } = setup((token) => (token === 'new' ? 200 : 401));
    const response = await request('/api/x');
    expect(response.status).toBe(200);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('on a network failure (status 0) refreshes once and retries', async () => {
    let first = true;
    const { request, refresh, calls } = setup(() => {
      if (first) {
        first = false;
        return 'network';
      }
      return 200;
    });
    expect((await request('/api/x')).status).toBe(200);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('does not refresh for other failures', async () => {
    const { request, refresh } = setup(() => 403);
    expect((await request('/api/x')).status).toBe(403);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { request, refresh, calls } = setup((token) => (token === 'new' ? 200 : 401));
    const answers = await Promise.all([request('/api/a'), request('/api/b'), request('/api/c')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.authorization === 'Bearer new')).toHaveLength(3);
  });

  it('retries without refreshing when the token changed while the request was in flight', async () => {
    const context: { setToken?: (t: string) => void } = {};
    const { request, refresh, setToken } = setup((token) => {
      if (token === 'old') {
        context.setToken?.('fresh');
        return 401;
      }
      return 200;
    });
    context.setToken = setToken;
    expect((await request('/api/x')).status).toBe(200);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('passes the ORIGINAL 401 on when the retry fails too, and never loops', async () => {
    const { request, refresh, calls } = setup(() => 401);
    const response = await request('/api/x');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 401, token: 'Bearer old' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('passes the ORIGINAL network error on when the retry fails differently', async () => {
    let n = 0;
    const errors: unknown[] = [];
    const { request } = setup(() => (++n === 1 ? 'network' : 401));
    await request('/api/x').catch((error: unknown) => errors.push(error));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(TypeError);
  });

  it('on a failed refresh reports it once, does not retry, and passes the original on', async () => {
    const failure = new Error('refresh refused');
    const { request, onRefreshFailed, calls } = setup(() => 401, { refreshTo: failure });
    const answers = await Promise.all([request('/api/a'), request('/api/b')]);
    expect(answers.map((r) => r.status)).toEqual([401, 401]);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).toHaveBeenCalledWith(failure);
    expect(calls).toHaveLength(2);
  });

  it('leaves a request with its own Authorization header alone (OpenID calls)', async () => {
    const { request, calls, refresh } = setup(() => 401);
    const response = await request('/api/openid/token-id', { headers: { Authorization: 'Bearer provider' } });
    expect(response.status).toBe(401);
    expect(calls[0]?.authorization).toBe('Bearer provider');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('starts a new refresh for a later 401 once the previous one finished', async () => {
    let valid = 'new';
    const { request, refresh, setToken } = setup((token) => (token === valid ? 200 : 401));
    await request('/api/x');
    valid = 'newer';
    setToken('new');
    refresh.mockImplementationOnce(async () => void setToken('newer'));
    expect((await request('/api/x')).status).toBe(200);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
