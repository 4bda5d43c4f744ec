import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvites, notifications, users } from '../schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedDemo } from './seed-demo.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database, { issuer: 'https://idp.test' });
});
afterAll(async () => {
  await database?.dispose();
});

describe('demo notifications', () => {
  it('gives the demo people notifications of every kind that exists in the product, some unread', async () => {
    const rows = await database.owner
      .select({
        kind: notifications.kind,
        email: users.email,
        unread: sql<boolean>`${notifications.readAt} is null`,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId));
    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set([
        'invitation.received',
        'invitation.accepted',
        'member.role_changed',
        'company.module_switched',
        'job.finished',
        'job.failed',
      ]),
    );
    for (const email of ['owner@demo.test', 'admin@demo.test', 'member@demo.test']) {
      expect(rows.filter((row) => row.email === email && row.unread).length).toBeGreaterThan(0);
    }
  });

  it('links the member’s invitation to a pending invitation that exists', async () => {
    const [row] = await database.owner
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'invitation.received'));
    const token = new URL(row!.link, 'https://x').searchParams.get('token')!;
    const { createHash } = await import('node:crypto');
    const [invite] = await database.owner
      .select()
      .from(companyInvites)
      .where(eq(companyInvites.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(invite).toMatchObject({ email: 'member@demo.test', status: 'PENDING', companyId: row!.companyId });
  });
});
