import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityProvider, migrateIdp, type IdentityProvider, type IdpDatabase } from '@atrium/idp';
import { createDatabase } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { freePort, signInAtProvider } from './test/oidc-browser.ts';
import { getClientSettings, getTokenId } from '@atrium/contract/identity-operations';
import { inject } from '../../test/inject.ts';

const CLIENT_ID = 'atrium-web';
const AUDIENCE = 'urn:atrium:api';
const PASSWORD = 'a long password';

interface RunningProvider {
  issuer: string;
  idp: IdentityProvider;
  stop(): Promise<void>;
}

/** A provider on its own port and its own database, as `apps/idp`'s standalone runner would be. */
async function startProvider(redirectOrigin: string): Promise<RunningProvider> {
  const database: Database = await createDatabase({ memory: true });
  const db = database.owner as unknown as IdpDatabase;
  await migrateIdp(db);
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp = await createIdentityProvider({
    db,
    issuer,
    clients: [
      {
        client_id: CLIENT_ID,
        redirect_uris: [`${redirectOrigin}/authentication/login`],
        post_logout_redirect_uris: [`${redirectOrigin}/login`],
      },
    ],
    mail: { send: async () => {} },
    resourceAudience: AUDIENCE,
    logger: { info: () => {}, error: () => {} },
  });
  handler = idp.callback;
  await idp.seedAccounts([
    { email: 'external@example.test', password: PASSWORD, given_name: ' Ext ', family_name: 'Ernal' },
  ]);
  return {
    issuer,
    idp,
    async stop() {
      await idp.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

let database: TestDatabase;
let testApp: TestApp;
let external: RunningProvider;
let stranger: RunningProvider;
let origin = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  external = await startProvider(origin);
  // Another provider with valid tokens of its own (e.g. some app's embedded one): not ours to trust.
  stranger = await startProvider(origin);
  testApp = await createTestApp({
    database,
    env: { PUBLIC_URL: origin, PORT: String(port), OIDC_ISSUER: external.issuer, OIDC_CLIENT_ID: CLIENT_ID },
  });
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await external?.stop();
  await stranger?.stop();
  await database?.dispose();
});

const signIn = (provider: RunningProvider) =>
  signInAtProvider({
    issuer: provider.issuer,
    clientId: CLIENT_ID,
    redirectUri: `${origin}/authentication/login`,
    email: 'external@example.test',
    password: PASSWORD,
  });

const tokenId = (token: string, idToken?: string) =>
  inject(testApp.app, getTokenId, { as: token, ...(idToken ? { body: { idToken } } : {}) });

describe('external provider (OIDC_ISSUER)', () => {
  it('does not mount the embedded provider and points the web app at the external one', async () => {
    expect(testApp.app.platform.identityProvider).toBeNull();
    // The embedded provider's discovery document is not a contract operation.
    const discovery = await testApp.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
    });
    expect(discovery.statusCode).toBe(404);
    const settings = await inject(testApp.app, getClientSettings);
    expect(settings.json()).toMatchObject({
      issuer: external.issuer,
      clientId: CLIENT_ID,
      resource: AUDIENCE,
    });
  });

  it("accepts the external provider's tokens (discovery + remote JWKS) and keys the person by its issuer", async () => {
    const tokens = await signIn(external);
    const response = await tokenId(tokens.accessToken, tokens.idToken);
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json().token);
    // No membership anywhere yet: a token without a company (the web sends them to `account`).
    expect(claims.CompanyId).toBeUndefined();
    const [person] = await database.owner.select().from(users).where(eq(users.id, claims.sub!));
    expect(person).toMatchObject({
      issuer: external.issuer,
      subject: decodeJwt(tokens.accessToken).sub,
      email: 'external@example.test',
      givenName: 'Ext',
      name: 'Ext Ernal',
    });
  });

  it("refuses another provider's valid tokens (issuer and keys differ)", async () => {
    const tokens = await signIn(stranger);
    const response = await tokenId(tokens.accessToken);
    expect(response.statusCode).toBe(401);
  });
});
