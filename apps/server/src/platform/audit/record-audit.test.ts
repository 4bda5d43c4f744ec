import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, users } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { recordAudit, scrubAuditDetails } from './record-audit.ts';

let database: TestDatabase;
let userId = '';
let companyId = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.owner.insert(users).values({ issuer: 'i', subject: 's' }).returning();
  const [company] = await database.owner.insert(companies).values({ name: 'Acme' }).returning();
  userId = user!.id;
  companyId = company!.id;
});
afterAll(() => database.dispose());

describe('recordAudit', () => {
  it('writes the row, scrubbing tokens and personal data from details', async () => {
    await recordAudit(database, {
      companyId,
      actorUserId: userId,
      action: 'members.role_changed',
      target: 'member-1',
      details: {
        from: 'MEMBER',
        to: 'ADMIN',
        accessToken: 'abc',
        email: 'a@b.test',
        nested: { refresh_token: 'x', reason: 'ok', who: 'someone@example.test' },
        raw: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl',
      },
      requestId: 'req-1',
    });
    const [row] = await database.owner.select().from(auditLog).where(eq(auditLog.requestId, 'req-1'));
    expect(row).toMatchObject({
      companyId,
      actorUserId: userId,
      action: 'members.role_changed',
      target: 'member-1',
    });
    expect(row?.details).toEqual({ from: 'MEMBER', to: 'ADMIN', nested: { reason: 'ok' } });
  });

  it('keeps its row when the request transaction around it rolls back', async () => {
    await expect(
      database.withTenant({ companyId, userId }, async () => {
        throw new Error('request failed');
      }),
    ).rejects.toThrow('request failed');
    await recordAudit(database, {
      companyId: null,
      actorUserId: null,
      action: 'auth.sign_in_failed',
      requestId: 'req-2',
    });
    const rows = await database.owner.select().from(auditLog).where(eq(auditLog.requestId, 'req-2'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toBeNull();
  });

  it('refuses an actor who does not exist (the row references users)', async () => {
    await expect(
      recordAudit(database, {
        companyId: null,
        actorUserId: '00000000-0000-4000-8000-000000000000',
        action: 'x',
      }),
    ).rejects.toThrow();
  });
});

describe('scrubAuditDetails', () => {
  it('drops secret keys at any depth, e-mail-like and token-like strings', () => {
    expect(
      scrubAuditDetails({ password: 'p', list: ['ok', 'x@y.z'], code: 'UNAUTHENTICATED', n: 3, Cookie: 'c' }),
    ).toEqual({ list: ['ok'], code: 'UNAUTHENTICATED', n: 3 });
  });
});
