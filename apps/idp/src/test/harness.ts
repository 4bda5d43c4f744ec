import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createIdentityProvider, type IdentityProvider, type IdentityProviderOptions } from '../provider.ts';
import type { MailMessage } from '../mail.ts';
import { migrateIdp } from '../migrate.ts';
import type { IdpDatabase } from '../database.ts';
export { Browser } from './cookie-browser.ts';
import { readPgliteTemplate } from './pglite-template.ts';
import type { Browser } from './cookie-browser.ts';

export const CLIENT_ID = 'atrium-web';
export const REDIRECT_URI = 'http://app.test/authentication/callback';
export const POST_LOGOUT_URI = 'http://app.test/login';
export const AUDIENCE = 'urn:atrium:api';

/**
 * The provider's migrated, empty database that each test file copies: a dumped PGlite data
 * directory or a PostgreSQL template database, built once per run by global-setup.ts.
 */
export type IdpDatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    idpDatabaseTemplate: IdpDatabaseTemplate;
  }
}

/**
 * A fresh, migrated database: PGlite in memory, or, when TEST_DATABASE_URL is set (as in CI), a new
 * database on that PostgreSQL server, dropped again by close(). Both copy the template the global
 * setup migrated; without one (a runner that skips it) the migrations run here.
 */
export async function freshDatabase(): Promise<{ db: IdpDatabase; close: () => Promise<void> }> {
  const template = inject('idpDatabaseTemplate') as IdpDatabaseTemplate | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client =
      template?.kind === 'pglite'
        ? await PGlite.create({ loadDataDir: await readPgliteTemplate(template.file) })
        : new PGlite();
    const db = drizzle({ client }) as unknown as IdpDatabase;
    if (template?.kind !== 'pglite') await migrateIdp(db);
    return { db, close: () => client.close() };
  }
  // The names are generated, never input, so quoting them as identifiers is enough.
  const name = `atrium_idp_t_${randomBytes(6).toString('hex')}`;
  const copyOf = template?.kind === 'postgres' ? template.name : undefined;
  await onServer(
    serverUrl,
    copyOf ? `create database "${name}" template "${copyOf}"` : `create database "${name}"`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 5 });
  // pool.end() resolves before its connections have closed; the forced drop below then
  // terminates them, and each says so with an 'error' that, unheard, fails the whole run.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as IdpDatabase;
  if (!copyOf) await migrateIdp(db);
  return {
    db,
    async close() {
      await pool.end();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * One statement on the server's maintenance connection. CREATE DATABASE … TEMPLATE refuses while
 * another session is on the template (SQLSTATE 55006); two copies at one moment can see each
 * other, so that is tried again.
 */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}

export interface RunningIdp {
  idp: IdentityProvider;
  issuer: string;
  origin: string;
  mails: MailMessage[];
  stop: () => Promise<void>;
}

/** Listens on an ephemeral port first, so that the issuer can carry the real port. */
export async function startIdp(
  db: IdpDatabase,
  overrides: Partial<IdentityProviderOptions> & { basePath?: string } = {},
): Promise<RunningIdp> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}${overrides.basePath ?? '/oidc'}`;
  const mails: MailMessage[] = [];
  const idp = await createIdentityProvider({
    db,
    issuer,
    clients: [
      { client_id: CLIENT_ID, redirect_uris: [REDIRECT_URI], post_logout_redirect_uris: [POST_LOGOUT_URI] },
    ],
    mail: {
      async send(message) {
        mails.push(message);
      },
    },
    resourceAudience: AUDIENCE,
    logger: { info: () => {}, error: (message, error) => console.error(message, error) },
    ...overrides,
  });
  handler = idp.callback;
  return {
    idp,
    issuer,
    origin,
    mails,
    async stop() {
      await idp.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function authorizeUrl(issuer: string, params: Record<string, string | undefined>) {
  const url = new URL(`${issuer}/auth`);
  const defaults: Record<string, string> = {
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid profile email phone',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  };
  for (const [key, value] of Object.entries({ ...defaults, ...params })) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.href;
}

function absolute(origin: string, location: string | null): string {
  if (!location) throw new Error('expected a Location header');
  return new URL(location, origin).href;
}

/** Starts an authorization request and returns the sign-in page's URL (the interaction). */
export async function startAuthorization(
  browser: Browser,
  run: RunningIdp,
  params: Record<string, string | undefined> = {},
) {
  const pkce = pkcePair();
  const response = await browser.get(
    authorizeUrl(run.issuer, { code_challenge: pkce.challenge, code_challenge_method: 'S256', ...params }),
  );
  if (response.status !== 303)
    throw new Error(`authorization answered ${response.status}: ${await response.text()}`);
  const interactionUrl = absolute(run.origin, response.headers.get('location'));
  return { interactionUrl, pkce };
}

/** Follows redirects (with cookies) until one leaves the provider; returns that URL. */
export async function followToClient(browser: Browser, run: RunningIdp, response: Response): Promise<URL> {
  let current = response;
  for (let hop = 0; hop < 10; hop += 1) {
    if (current.status < 300 || current.status >= 400) {
      throw new Error(`expected a redirect, got ${current.status}: ${await current.text()}`);
    }
    const location = absolute(run.origin, current.headers.get('location'));
    if (!location.startsWith(run.origin)) return new URL(location);
    current = await browser.get(location);
  }
  throw new Error('too many redirects');
}

export async function signInForCode(
  browser: Browser,
  run: RunningIdp,
  email: string,
  password: string,
  params: Record<string, string | undefined> = {},
) {
  const { interactionUrl, pkce } = await startAuthorization(browser, run, params);
  const page = await browser.get(interactionUrl);
  if (page.status !== 200) throw new Error(`interaction page answered ${page.status}`);
  const submitted = await browser.post(`${interactionUrl}/login`, { email, password });
  const callback = await followToClient(browser, run, submitted);
  return { callback, pkce, code: callback.searchParams.get('code') };
}

export async function exchangeCode(run: RunningIdp, code: string, verifier: string | undefined) {
  const form: Record<string, string> = {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: CLIENT_ID,
  };
  if (verifier !== undefined) form.code_verifier = verifier;
  const response = await fetch(`${run.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function refresh(run: RunningIdp, refreshToken: string) {
  const response = await fetch(`${run.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CLIENT_ID,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
