import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
export { Browser } from '@atrium/idp/testing';
import { Browser } from '@atrium/idp/testing';

/** A free TCP port on loopback (so that PUBLIC_URL, and with it the issuer, carries the real port). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ProviderTokens {
  accessToken: string;
  idToken: string;
  /** The provider's refresh token (offline use), when it issued one. */
  refreshToken?: string;
}

/**
 * The web app's part of docs/product/tokens-and-sign-in.md#sign-in-flow sign-in: authorization code flow with PKCE S256 at `issuer`,
 * signing in on the provider's own page with e-mail and password, then the code exchange.
 */
export async function signInAtProvider(options: {
  issuer: string;
  clientId: string;
  redirectUri: string;
  email: string;
  password: string;
  resource?: string;
}): Promise<ProviderTokens> {
  const browser = new Browser();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(`${options.issuer}/auth`);
  const params: Record<string, string> = {
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: 'openid profile email phone',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(options.resource ? { resource: options.resource } : {}),
  };
  for (const [key, value] of Object.entries(params)) authorize.searchParams.set(key, value);

  const started = await browser.request(authorize.href);
  if (started.status !== 303)
    throw new Error(`authorization answered ${started.status}: ${await started.text()}`);
  const interactionUrl = new URL(started.headers.get('location') ?? '', options.issuer).href;
  const page = await browser.request(interactionUrl);
  if (page.status !== 200) throw new Error(`sign-in page answered ${page.status}`);
  let response = await browser.request(`${interactionUrl}/login`, {
    form: { email: options.email, password: options.password },
  });
  let code: string | null = null;
  for (let hop = 0; hop < 10 && code === null; hop += 1) {
    if (response.status < 300 || response.status >= 400) {
      throw new Error(
        `expected a redirect, got ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    }
    const location = new URL(response.headers.get('location') ?? '', options.issuer);
    if (location.href.startsWith(options.redirectUri)) {
      code = location.searchParams.get('code');
      if (!code) throw new Error(`no code in the redirect: ${location.search}`);
      break;
    }
    response = await browser.request(location.href);
  }
  if (code === null) throw new Error('too many redirects');

  const exchanged = await fetch(`${options.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
      code_verifier: verifier,
    }),
  });
  const body = (await exchanged.json()) as {
    access_token?: string;
    id_token?: string;
    refresh_token?: string;
  };
  if (exchanged.status !== 200 || !body.access_token || !body.id_token) {
    throw new Error(`token exchange answered ${exchanged.status}: ${JSON.stringify(body)}`);
  }
  return {
    accessToken: body.access_token,
    idToken: body.id_token,
    ...(body.refresh_token ? { refreshToken: body.refresh_token } : {}),
  };
}

/** The cookie a Set-Cookie header names, with its attributes. */
export function parseSetCookie(header: string | string[] | undefined, name: string) {
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const line = all.find((entry) => entry.startsWith(`${name}=`));
  if (!line) return null;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return {
    value: pair.slice(name.length + 1),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
    raw: line,
  };
}
