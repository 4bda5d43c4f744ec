import { getCurrentUser, type CurrentUser } from '@atrium/contract/account';
import { refreshToken } from '@atrium/contract/identity-operations';
import { decodeJwtPayload } from '@atrium/contract/identity';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api/api-error.ts';
import { createCallOperation } from '../api/call-operation.ts';
import { createHttpClient } from '../api/http-client.ts';
import { answer, refusal, serveApiInTests } from '../test/api-server.ts';
import { createAccessTokenStore } from './access-token.ts';
import { handleRefreshFailure } from './refresh-failure.ts';
import { REFRESH_LEAD_MS, createTokenRefresh } from './token-refresh.ts';

serveApiInTests();
afterEach(() => {
  stopSchedule?.();
  stopSchedule = undefined;
  vi.useRealTimers();
});

let stopSchedule: (() => void) | undefined;

const LIFETIME_MS = 300_000;
const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);

const USER: CurrentUser = {
  userId: '00000000-0000-4000-8000-0000000000e1',
  email: 'nora@demo.test',
  name: 'Nora New',
  givenName: 'Nora',
  familyName: 'New',
  phoneNumber: null,
  language: 'en',
  globalRoles: [],
  hasCompany: true,
  timeZone: null,
};

let issued = 0;
/** An access token as the API signs it: issued now, living five minutes, each one different. */
function tokenIssuedNow(): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const iat = Date.now() / 1000;
  return `${part({ alg: 'none' })}.${part({ jti: `t${++issued}`, iat, exp: iat + LIFETIME_MS / 1000 })}.`;
}

const bearer = (init?: RequestInit) =>
  new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? null;

/**
 * The sign-in runtime's wiring (auth-runtime.ts) around a token store: the refresh cookie answered
 * by the mock API, the HTTP client with its 401 fallback, and the failure handling that signs the
 * person out. In front of the mock API sits the API's own token check: a missing, expired or
 * revoked token is refused with 401.
 */
function signedInApp() {
  const origin = window.location.origin;
  const token = createAccessTokenStore();
  const revoked = new Set<string>();
  const refused: (string | null)[] = [];
  const accepted: string[] = [];
  const outcomes = { sessionExpired: 0, serverNotConnected: 0, serviceUnavailable: 0 };

  const toApi = (url: string, init?: RequestInit): Promise<Response> => {
    const sent = bearer(init);
    const exp = decodeJwtPayload(sent)?.['exp'];
    if (sent === null || revoked.has(sent) || typeof exp !== 'number' || exp * 1000 <= Date.now()) {
      refused.push(sent);
      return Promise.resolve(refusal(401, 'UNAUTHENTICATED'));
    }
    accepted.push(sent);
    return fetch(url, init);
  };
  const bareCall = createCallOperation((url, init) => fetch(url, init), origin);
  const refresh = createTokenRefresh({
    token,
    refresh: async () => token.set((await bareCall(refreshToken, { credentials: 'include' })).token),
    onRefreshFailed: (error) =>
      handleRefreshFailure(error, {
        serverNotConnected: () => outcomes.serverNotConnected++,
        serviceUnavailable: () => outcomes.serviceUnavailable++,
        sessionExpired: () => {
          outcomes.sessionExpired++;
          token.clear();
        },
      }),
  });
  const call = createCallOperation(
    createHttpClient({
      fetch: refresh.sendWithFreshToken(toApi),
      getToken: token.get,
      apiOrigins: () => [origin],
      baseUrl: () => origin,
      ...refresh.httpClient,
    }),
    origin,
  );
  token.set(tokenIssuedNow());
  return { token, refresh, call, revoked, refused, accepted, outcomes };
}

/** The refresh cookie's answer: a new token each time, counted. */
function answerRefresh() {
  return answer(refreshToken, () => ({ token: tokenIssuedNow() }));
}

const threeCalls = (call: ReturnType<typeof signedInApp>['call']) =>
  Promise.all([call(getCurrentUser), call(getCurrentUser), call(getCurrentUser)]);

describe('token refresh before expiry', () => {
  it('parallel calls near the token’s end wait for one refresh and none is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const refreshes = answerRefresh();
    answer(getCurrentUser, USER);
    const app = signedInApp();
    const first = app.token.get();
    // Within the lead: the API would still take the token, but not for long.
    vi.setSystemTime(T0 + LIFETIME_MS - REFRESH_LEAD_MS + 5_000);
    const answers = await threeCalls(app.call);
    expect(answers.map((user) => user.email)).toEqual([USER.email, USER.email, USER.email]);
    expect(refreshes).toHaveLength(1);
    expect(app.refused).toEqual([]);
    expect(app.token.get()).not.toBe(first);
    expect(app.accepted).toEqual([app.token.get(), app.token.get(), app.token.get()]);
  });

  it('calls that start after the token ran out (a tab woken from sleep) also wait, with no 401', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const refreshes = answerRefresh();
    answer(getCurrentUser, USER);
    const app = signedInApp();
    vi.setSystemTime(T0 + LIFETIME_MS + 60_000);
    await threeCalls(app.call);
    expect(refreshes).toHaveLength(1);
    expect(app.refused).toEqual([]);
  });

  it('a token far from its end goes as it is, without a refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const refreshes = answerRefresh();
    answer(getCurrentUser, USER);
    const app = signedInApp();
    const first = app.token.get();
    vi.setSystemTime(T0 + 60_000);
    await threeCalls(app.call);
    expect(refreshes).toHaveLength(0);
    expect(app.accepted).toEqual([first, first, first]);
  });

  it('replaces the token shortly before its end while nothing is asked, once per token', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: T0 });
    const refreshes = answerRefresh();
    answer(getCurrentUser, USER);
    const app = signedInApp();
    stopSchedule = app.refresh.schedule();
    const first = app.token.get();

    await vi.advanceTimersByTimeAsync(LIFETIME_MS - REFRESH_LEAD_MS - 1_000);
    expect(refreshes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(app.token.get()).not.toBe(first));
    expect(refreshes).toHaveLength(1);

    // The calls just before the old token's end go with the new one.
    await vi.advanceTimersByTimeAsync(REFRESH_LEAD_MS - 1_000);
    await threeCalls(app.call);
    expect(refreshes).toHaveLength(1);
    expect(app.refused).toEqual([]);

    // The new token gets its own refresh, a lifetime after the first one's.
    const second = app.token.get();
    await vi.advanceTimersByTimeAsync(LIFETIME_MS - REFRESH_LEAD_MS - (REFRESH_LEAD_MS - 1_000));
    await vi.waitFor(() => expect(app.token.get()).not.toBe(second));
    expect(refreshes).toHaveLength(2);
  });

  it('stops planning when the person signs out', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: T0 });
    const refreshes = answerRefresh();
    const app = signedInApp();
    stopSchedule = app.refresh.schedule();
    app.token.clear();
    await vi.advanceTimersByTimeAsync(LIFETIME_MS * 2);
    expect(refreshes).toHaveLength(0);
  });
});

describe('the 401 path stays for what no clock foresees', () => {
  it('a token the API refuses before its end (revoked) gets one shared refresh and one retry per call', async () => {
    const refreshes = answerRefresh();
    answer(getCurrentUser, USER);
    const app = signedInApp();
    const first = app.token.get();
    app.revoked.add(first);
    const answers = await threeCalls(app.call);
    expect(answers).toHaveLength(3);
    expect(refreshes).toHaveLength(1);
    expect(app.refused).toEqual([first, first, first]);
    expect(app.accepted).toEqual([app.token.get(), app.token.get(), app.token.get()]);
  });
});

describe('a failed refresh', () => {
  async function rejections(calls: Promise<unknown>[]): Promise<unknown[]> {
    return Promise.all(
      calls.map((call) =>
        call.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    );
  }

  it('refused near the token’s end: signs the person out once, and the calls get their 401', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const refreshes = answer(refreshToken, refusal(401, 'UNAUTHENTICATED'));
    answer(getCurrentUser, USER);
    const app = signedInApp();
    vi.setSystemTime(T0 + LIFETIME_MS - REFRESH_LEAD_MS + 5_000);
    const errors = await rejections([app.call(getCurrentUser), app.call(getCurrentUser)]);
    expect(errors.map((error) => (isApiError(error) ? error.status : error))).toEqual([401, 401]);
    expect(refreshes).toHaveLength(1);
    expect(app.outcomes).toEqual({ sessionExpired: 1, serverNotConnected: 0, serviceUnavailable: 0 });
    expect(app.token.has()).toBe(false);
  });

  it('refused after a 401: signs the person out once, as before', async () => {
    const refreshes = answer(refreshToken, refusal(401, 'UNAUTHENTICATED'));
    answer(getCurrentUser, USER);
    const app = signedInApp();
    app.revoked.add(app.token.get());
    const errors = await rejections([app.call(getCurrentUser), app.call(getCurrentUser)]);
    expect(errors.map((error) => (isApiError(error) ? error.status : error))).toEqual([401, 401]);
    expect(refreshes).toHaveLength(1);
    expect(app.outcomes.sessionExpired).toBe(1);
  });

  it('refused while nothing is asked: signs the person out at the planned time', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: T0 });
    answer(refreshToken, refusal(401, 'UNAUTHENTICATED'));
    const app = signedInApp();
    stopSchedule = app.refresh.schedule();
    await vi.advanceTimersByTimeAsync(LIFETIME_MS - REFRESH_LEAD_MS);
    await vi.waitFor(() => expect(app.outcomes.sessionExpired).toBe(1));
    expect(app.token.has()).toBe(false);
  });

  it('with no answer at all: says so once and keeps the session, though the call then meets a 401', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const refreshes = answer(refreshToken, () => HttpResponse.error());
    answer(getCurrentUser, USER);
    const app = signedInApp();
    const first = app.token.get();
    vi.setSystemTime(T0 + LIFETIME_MS + 1_000);
    const [error] = await rejections([app.call(getCurrentUser)]);
    expect(isApiError(error) && error.status).toBe(401);
    expect(refreshes).toHaveLength(1);
    expect(app.outcomes).toEqual({ sessionExpired: 0, serverNotConnected: 1, serviceUnavailable: 0 });
    expect(app.token.get()).toBe(first);
  });
});
