import { randomUUID } from 'node:crypto';
import { idpTables } from '@atrium/idp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { EMBEDDED_ACCOUNT_ISSUER } from './account-issuer.ts';
import { operatorResetLink } from './operator-reset-link.ts';

// The command's part inside the server: which provider, which address, what it prints and what
// the audit log keeps. That the link resets once and evicts sessions is the provider's own test
// (apps/idp/src/password-reset-link.test.ts).
let database: TestDatabase;
const accountId = randomUUID();
let userId = '';
const operator = { user: 'ops', host: 'atrium-host' };
const config = loadConfig({ PUBLIC_URL: 'https://atrium.example.test' }, '/tmp');

beforeAll(async () => {
  database = await createTestDatabase();
  await database.owner.insert(idpTables.accounts).values({
    id: accountId,
    email: 'locked.out@example.test',
    passwordHash: 'not a usable hash',
    emailVerified: true,
  });
  const [person] = await database.owner
    .insert(users)
    .values({ issuer: EMBEDDED_ACCOUNT_ISSUER, subject: accountId, language: 'sq' })
    .returning({ id: users.id });
  userId = person!.id;
});
afterAll(() => database.dispose());

const tokens = () => database.owner.select().from(idpTables.accountTokens);
const audits = () =>
  database.owner.select().from(auditLog).where(eq(auditLog.action, 'auth.reset_link_issued'));

describe('npm run password:reset-link', () => {
  it('prints a one-time link under PUBLIC_URL in the person’s language with its expiry, and audits it without the link', async () => {
    const result = await operatorResetLink({ config, database, email: 'Locked.Out@example.test', operator });
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe('');
    const link = /^https:\/\/atrium\.example\.test\/oidc\/reset\/([\w-]{43})\?lang=sq$/m.exec(result.stdout);
    expect(link).not.toBeNull();
    const [token] = await tokens();
    expect(token).toMatchObject({ accountId, purpose: 'password_reset', usedAt: null });
    expect(result.stdout).toContain('Password reset link for locked.out@example.test:');
    expect(result.stdout).toContain(`It works once, until ${token!.expiresAt.toISOString()} (60 minutes`);

    const [entry] = await audits();
    expect(entry).toMatchObject({ companyId: null, actorUserId: null, target: userId });
    expect(entry!.details).toEqual({
      by: 'operator command',
      account: accountId,
      expiresAt: token!.expiresAt.toISOString(),
      osUser: 'ops',
      host: 'atrium-host',
    });
    expect(JSON.stringify(entry)).not.toContain(link![1]);
  });

  it('refuses an unknown address with a non-zero exit, creating no link and no audit entry', async () => {
    const before = { tokens: (await tokens()).length, audits: (await audits()).length };
    const result = await operatorResetLink({ config, database, email: 'nobody@example.test', operator });
    expect(result).toEqual({
      exitCode: 1,
      stdout: '',
      stderr: 'No account has the e-mail address nobody@example.test. Nothing was created.\n',
    });
    expect((await tokens()).length).toBe(before.tokens);
    expect((await audits()).length).toBe(before.audits);
  });

  it('refuses when people sign in at an external provider, whose passwords Atrium does not hold', async () => {
    const before = (await tokens()).length;
    const external = loadConfig(
      {
        PUBLIC_URL: 'https://atrium.example.test',
        OIDC_ISSUER: 'https://id.example.test',
        OIDC_CLIENT_ID: 'atrium',
      },
      '/tmp',
    );
    const result = await operatorResetLink({
      config: external,
      database,
      email: 'locked.out@example.test',
      operator,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('People sign in at https://id.example.test (OIDC_ISSUER)');
    expect((await tokens()).length).toBe(before);
  });
});
