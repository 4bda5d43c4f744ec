import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIENCE,
  Browser,
  CLIENT_ID,
  REDIRECT_URI,
  exchangeCode,
  freshDatabase,
  refresh,
  type RunningIdp,
  signInForCode,
  startAuthorization,
  startIdp,
} from './test/harness.ts';

let run: RunningIdp;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  closeDb = fresh.close;
  run = await startIdp(fresh.db);
  await run.idp.seedAccounts([
    {
      email: 'Ana@Example.test',
      password: 'correct horse',
      given_name: 'Ana',
      family_name: 'Petrova',
      phone_number: '+38970111222',
    },
  ]);
});

afterAll(async () => {
  await run.stop();
  await closeDb();
});

describe('discovery', () => {
  it('advertises the code flow with S256 PKCE only', async () => {
    const response = await fetch(`${run.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(run.issuer);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    expect(doc.grant_types_supported).not.toContain('implicit');
    expect(doc.grant_types_supported).not.toContain('password');
    expect(doc.authorization_endpoint).toBe(`${run.issuer}/auth`);
    expect(doc.token_endpoint).toBe(`${run.issuer}/token`);
    expect(doc.jwks_uri).toBe(`${run.issuer}/jwks`);
    expect(doc.end_session_endpoint).toBe(`${run.issuer}/session/end`);
    expect(doc.claims_supported).toEqual(
      expect.arrayContaining([
        'name',
        'given_name',
        'family_name',
        'email',
        'email_verified',
        'phone_number',
        'phone_number_verified',
      ]),
    );
  });

  it('builds its URLs from the issuer, not from a spoofed Host or X-Forwarded-Host', async () => {
    const response = await fetch(`${run.issuer}/.well-known/openid-configuration`, {
      headers: { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' },
    });
    const doc = (await response.json()) as Record<string, string>;
    expect(doc.authorization_endpoint).toBe(`${run.issuer}/auth`);
  });

  it('answers 404 outside the issuer path', async () => {
    const response = await fetch(`${run.origin}/.well-known/openid-configuration`);
    expect(response.status).toBe(404);
  });
});

describe('sign-in page', () => {
  it('has labelled Email and Password fields, a Sign in button and links, under a strict CSP', async () => {
    const browser = new Browser();
    const { interactionUrl } = await startAuthorization(browser, run);
    expect(interactionUrl).toMatch(new RegExp(`^${run.issuer}/interaction/[\\w-]+$`));
    const page = await browser.get(interactionUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<input id="email" name="email" type="email"');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<input id="password" name="password" type="password"');
    expect(html).toMatch(/<button class="btn btn-primary" type="submit">Sign in<\/button>/);
    expect(html).toContain('>Create account</a>');
    expect(html).toContain('>Forgot password?</a>');
    expect(html).toContain('Atrium');
    expect(html).not.toMatch(/<style|style=|<script/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('http://app.test');

    const css = await fetch(`${run.issuer}/assets/idp.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('#2651c9');
  });

  it('is shown in Macedonian when ui_locales asks for it, and in Albanian from Accept-Language', async () => {
    const mk = new Browser();
    const { interactionUrl } = await startAuthorization(mk, run, { ui_locales: 'mk' });
    const html = await (await mk.get(interactionUrl)).text();
    expect(html).toContain('<html lang="mk">');
    expect(html).toContain('Лозинка');

    const sq = new Browser({ 'accept-language': 'de-DE,sq;q=0.8,en;q=0.5' });
    const second = await startAuthorization(sq, run);
    const sqHtml = await (await sq.get(second.interactionUrl)).text();
    expect(sqHtml).toContain('<html lang="sq">');
    expect(sqHtml).toContain('Fjalëkalimi');
  });
});

describe('authorization code flow with PKCE', () => {
  it('issues an ID token and a JWT access token for the API, and rotates refresh tokens', async () => {
    const browser = new Browser();
    const { callback, pkce, code } = await signInForCode(browser, run, 'ana@example.test', 'correct horse');
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('iss')).toBe(run.issuer);
    expect(code).toBeTruthy();

    const tokens = await exchangeCode(run, code!, pkce.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body.token_type).toBe('Bearer');

    const jwks = createRemoteJWKSet(new URL(`${run.issuer}/jwks`));
    const idToken = await jwtVerify(String(tokens.body.id_token), jwks, {
      issuer: run.issuer,
      audience: CLIENT_ID,
    });
    expect(idToken.payload).toMatchObject({
      email: 'ana@example.test',
      email_verified: true,
      given_name: 'Ana',
      family_name: 'Petrova',
      name: 'Ana Petrova',
      phone_number: '+38970111222',
    });

    const access = await jwtVerify(String(tokens.body.access_token), jwks, {
      issuer: run.issuer,
      audience: AUDIENCE,
      algorithms: ['RS256'],
      typ: 'at+jwt',
    });
    expect(access.payload.sub).toBe(idToken.payload.sub);
    expect(access.payload.client_id).toBe(CLIENT_ID);

    const firstRefresh = String(tokens.body.refresh_token);
    expect(firstRefresh.length).toBeGreaterThan(20);
    const refreshed = await refresh(run, firstRefresh);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(firstRefresh);
    await jwtVerify(String(refreshed.body.access_token), jwks, { issuer: run.issuer, audience: AUDIENCE });

    // The rotated-out token is spent: using it again fails (and revokes the family).
    const reused = await refresh(run, firstRefresh);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    const afterReuse = await refresh(run, String(refreshed.body.refresh_token));
    expect(afterReuse.status).toBe(400);
  });

  it('refuses a code exchange with the wrong code_verifier, and a code used twice', async () => {
    const browser = new Browser();
    const { pkce, code } = await signInForCode(browser, run, 'ana@example.test', 'correct horse');
    const wrong = await exchangeCode(run, code!, `${pkce.verifier.slice(0, -4)}AAAA`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');

    const second = await signInForCode(new Browser(), run, 'ana@example.test', 'correct horse');
    expect((await exchangeCode(run, second.code!, second.pkce.verifier)).status).toBe(200);
    expect((await exchangeCode(run, second.code!, second.pkce.verifier)).status).toBe(400);
  });

  it('V10.4.6 refuses an authorization request without PKCE or with the plain method', async () => {
    const browser = new Browser();
    const missing = await browser.get(
      `${run.issuer}/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid', state: 's1' })}`,
    );
    expect(missing.status).toBe(303);
    const missingTarget = new URL(missing.headers.get('location')!);
    expect(missingTarget.origin + missingTarget.pathname).toBe(REDIRECT_URI);
    expect(missingTarget.searchParams.get('error')).toBe('invalid_request');
    expect(missingTarget.searchParams.get('error_description')).toMatch(/PKCE/i);

    const plain = await browser.get(
      `${run.issuer}/auth?${new URLSearchParams({
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scope: 'openid',
        state: 's2',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'plain',
      })}`,
    );
    expect(plain.status).toBe(303);
    const plainTarget = new URL(plain.headers.get('location')!);
    expect(plainTarget.searchParams.get('error')).toBe('invalid_request');
    expect(plainTarget.searchParams.get('error_description')).toMatch(/code_challenge_method/);
  });

  it('refuses the implicit flow', async () => {
    const browser = new Browser();
    const response = await browser.get(
      `${run.issuer}/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'id_token token', scope: 'openid', nonce: 'n', state: 's' })}`,
    );
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toContain('unsupported_response_type');
  });

  it('signs out through RP-initiated logout and returns to the registered URI', async () => {
    const browser = new Browser();
    const { code, pkce } = await signInForCode(browser, run, 'ana@example.test', 'correct horse');
    const tokens = await exchangeCode(run, code!, pkce.verifier);
    const logout = await browser.get(
      `${run.issuer}/session/end?${new URLSearchParams({ id_token_hint: String(tokens.body.id_token), post_logout_redirect_uri: 'http://app.test/login', state: 'bye' })}`,
    );
    expect(logout.status).toBe(200);
    const html = await logout.text();
    expect(html).toContain('Yes, sign me out');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const action = /action="([^"]+)"/.exec(html)?.[1];
    expect(xsrf && action).toBeTruthy();
    const confirmed = await browser.post(new URL(action!, run.origin).href, { xsrf: xsrf!, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('http://app.test/login?state=bye');

    // The session is gone: a new authorization request asks for credentials again.
    const again = await startAuthorization(browser, run);
    expect(again.interactionUrl).toContain('/interaction/');
  });
});

describe('without a resource audience', () => {
  it('issues opaque access tokens for userinfo, and still puts the identity claims in the ID token', async () => {
    const fresh = await freshDatabase();
    const plain = await startIdp(fresh.db, { resourceAudience: undefined });
    try {
      await plain.idp.seedAccounts([
        { email: 'plain@example.test', password: 'plain password', given_name: 'Plain' },
      ]);
      const { code, pkce } = await signInForCode(
        new Browser(),
        plain,
        'plain@example.test',
        'plain password',
      );
      const tokens = await exchangeCode(plain, code!, pkce.verifier);
      expect(String(tokens.body.access_token).split('.')).toHaveLength(1);
      const jwks = createRemoteJWKSet(new URL(`${plain.issuer}/jwks`));
      const idToken = await jwtVerify(String(tokens.body.id_token), jwks, {
        issuer: plain.issuer,
        audience: CLIENT_ID,
      });
      expect(idToken.payload).toMatchObject({ email: 'plain@example.test', given_name: 'Plain' });
      const userinfo = await fetch(`${plain.issuer}/me`, {
        headers: { authorization: `Bearer ${tokens.body.access_token}` },
      });
      expect(userinfo.status).toBe(200);
      expect(await userinfo.json()).toMatchObject({ sub: idToken.payload.sub, email: 'plain@example.test' });
    } finally {
      await plain.stop();
      await fresh.close();
    }
  });
});
