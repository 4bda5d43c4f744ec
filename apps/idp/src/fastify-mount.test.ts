import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityProvider, type IdentityProvider } from './provider.ts';
import {
  AUDIENCE,
  Browser,
  CLIENT_ID,
  POST_LOGOUT_URI,
  REDIRECT_URI,
  exchangeCode,
  freshDatabase,
  type RunningIdp,
  signInForCode,
} from './test/harness.ts';

let app: FastifyInstance;
let idp: IdentityProvider;
let run: RunningIdp;
let closeDb: () => Promise<void>;

// The way the API mounts the provider: one catch-all route in an encapsulated scope whose content
// type parser leaves the body stream untouched, and a hijacked reply handed to the Node callback.
beforeAll(async () => {
  const fresh = await freshDatabase();
  closeDb = fresh.close;
  app = Fastify();
  let callback: IdentityProvider['callback'] = (_req, res) => res.end();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (
      request: { raw: Parameters<typeof callback>[0] },
      reply: { hijack(): void; raw: Parameters<typeof callback>[1] },
    ) => {
      reply.hijack();
      callback(request.raw, reply.raw);
    };
    scope.all('/oidc', handler);
    scope.all('/oidc/*', handler);
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const mails: RunningIdp['mails'] = [];
  idp = await createIdentityProvider({
    db: fresh.db,
    issuer: `${origin}/oidc`,
    clients: [
      { client_id: CLIENT_ID, redirect_uris: [REDIRECT_URI], post_logout_redirect_uris: [POST_LOGOUT_URI] },
    ],
    mail: { send: async (m) => void mails.push(m) },
    resourceAudience: AUDIENCE,
  });
  callback = idp.callback;
  await idp.seedAccounts([{ email: 'mounted@example.test', password: 'mounted password' }]);
  run = { idp, issuer: `${origin}/oidc`, origin, mails, stop: async () => {} };
});

afterAll(async () => {
  await idp.close();
  await app.close();
  await closeDb();
});

describe('mounted in Fastify at /oidc', () => {
  it('serves discovery, the full code flow with form posts, and leaves other routes to Fastify', async () => {
    const discovery = await fetch(`${run.issuer}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(((await discovery.json()) as { token_endpoint: string }).token_endpoint).toBe(
      `${run.issuer}/token`,
    );

    const { code, pkce } = await signInForCode(
      new Browser(),
      run,
      'mounted@example.test',
      'mounted password',
    );
    const tokens = await exchangeCode(run, code!, pkce.verifier);
    expect(tokens.status).toBe(200);
    const jwks = createRemoteJWKSet(new URL(`${run.issuer}/jwks`));
    await jwtVerify(String(tokens.body.access_token), jwks, { issuer: run.issuer, audience: AUDIENCE });

    const health = await fetch(`${run.origin}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const css = await fetch(`${run.issuer}/assets/idp.css`);
    expect(css.status).toBe(200);
  });

  it('answers CORS preflight of the token endpoint for the client origin only', async () => {
    const allowed = await fetch(`${run.issuer}/token`, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://app.test');

    const tokenFromElsewhere = await fetch(`${run.issuer}/token`, {
      method: 'POST',
      headers: { origin: 'http://evil.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: CLIENT_ID }),
    });
    expect(tokenFromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});
