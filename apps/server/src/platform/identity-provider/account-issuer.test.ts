import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { companies, companyMembers, users } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { EMBEDDED_ACCOUNT_ISSUER, accountIssuer, adoptEmbeddedAccounts } from './account-issuer.ts';

let database: TestDatabase;
let testApp: TestApp;
const subjects: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await createTestApp({ database });
  const created = await testApp.app.platform.identityProvider!.seedAccounts([
    { email: 'moved@example.test', password: 'long enough password' },
    { email: 'twice@example.test', password: 'long enough password' },
  ]);
  for (const account of created) subjects[account.email] = account.id;
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await database?.dispose();
});

describe('accountIssuer', () => {
  it('is a fixed name for the embedded provider, whatever PORT or PUBLIC_URL, and the URL of an external one', () => {
    expect(accountIssuer(loadConfig({ PORT: '3000' }))).toBe(EMBEDDED_ACCOUNT_ISSUER);
    expect(accountIssuer(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://atrium.example.com' }))).toBe(
      EMBEDDED_ACCOUNT_ISSUER,
    );
    expect(
      accountIssuer(loadConfig({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'atrium' })),
    ).toBe('https://id.example.com');
  });
});

describe('adoptEmbeddedAccounts', () => {
  it("re-keys people of the embedded provider's old URL issuers, keeping their companies", async () => {
    const [company] = await database.owner.insert(companies).values({ name: 'Moved Ltd' }).returning();
    const insertUser = async (issuer: string, subject: string) => {
      const [row] = await database.owner.insert(users).values({ issuer, subject }).returning();
      return row!;
    };
    const moved = await insertUser('http://localhost:3000/oidc', subjects['moved@example.test']!);
    await database.owner
      .insert(companyMembers)
      .values({ companyId: company!.id, userId: moved.id, role: 'OWNER' });
    // Signed in after a port change, before the fix: an empty second row under the new URL.
    const emptyTwin = await insertUser('http://localhost:4000/oidc', subjects['twice@example.test']!);
    const twinWithCompany = await insertUser('http://127.0.0.1:3000/oidc', subjects['twice@example.test']!);
    await database.owner
      .insert(companyMembers)
      .values({ companyId: company!.id, userId: twinWithCompany.id, role: 'MEMBER' });
    // Not the embedded provider's: another provider's issuer, or a subject it has no account for.
    const external = await insertUser('https://id.example.com', subjects['moved@example.test']!);
    const stranger = await insertUser('http://localhost:3000/oidc', '00000000-0000-4000-8000-000000000000');

    expect(await adoptEmbeddedAccounts(database)).toBe(2);
    const issuerOf = async (id: string) =>
      (await database.owner.select({ issuer: users.issuer }).from(users).where(eq(users.id, id)))[0]!.issuer;
    expect(await issuerOf(moved.id)).toBe(EMBEDDED_ACCOUNT_ISSUER);
    expect(await issuerOf(twinWithCompany.id)).toBe(EMBEDDED_ACCOUNT_ISSUER);
    expect(await issuerOf(emptyTwin.id)).toBe('http://localhost:4000/oidc');
    expect(await issuerOf(external.id)).toBe('https://id.example.com');
    expect(await issuerOf(stranger.id)).toBe('http://localhost:3000/oidc');

    // Idempotent: a second start finds nothing more to do.
    expect(await adoptEmbeddedAccounts(database)).toBe(0);
  });
});
