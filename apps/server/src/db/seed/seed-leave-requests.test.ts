import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedDemo } from './seed-demo.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db, { issuer: 'http://localhost:3000/oidc' });
});
afterAll(async () => {
  await db?.dispose();
});

describe('demo leave', () => {
  it('gives each demo company its statutory preset and balances with last year carried over', async () => {
    const { rows } = await db.owner.execute<{ name: string; preset: string; days: number }>(sql`
      select c.name, p.preset, p.yearly_days as days from allowance_policies p join companies c on c.id = p.company_id
      order by c.name`);
    expect(rows).toEqual([
      { name: 'Demo Company', preset: 'MK', days: 20 },
      { name: 'Other Company', preset: 'AL', days: 22 },
    ]);
    const kinds = await db.owner.execute<{ kind: string }>(sql`
      select distinct e.kind from leave_ledger_entries e join company_members cm on cm.id = e.member_id
      join users u on u.id = cm.user_id where u.email = 'member@demo.test' order by e.kind`);
    expect(kinds.rows.map((row) => row.kind)).toEqual(['allocation', 'carry_in', 'expiry', 'taken']);
  });

  it('has requests in every state and one of the member waiting for the manager', async () => {
    const states = await db.owner.execute<{ status: string }>(
      sql`select distinct status from leave_requests order by status`,
    );
    expect(states.rows.map((row) => row.status)).toEqual(['approved', 'cancelled', 'pending', 'rejected']);
    const waiting = await db.owner.execute<{ requester: string; approver: string }>(sql`
      select ru.email as requester, au.email as approver
      from leave_request_approvals a
      join leave_requests r on r.id = a.request_id
      join company_members rm on rm.id = r.member_id join users ru on ru.id = rm.user_id
      join company_members am on am.id = any(a.approver_member_ids) join users au on au.id = am.user_id
      where a.state = 'pending'`);
    expect(waiting.rows).toContainEqual({ requester: 'member@demo.test', approver: 'manager@demo.test' });
    // An approved week of the member's ahead, of annual leave taken by the hour, to come back early from.
    const ahead = await db.owner.execute<{ unit: string; days: number }>(sql`
      select t.unit, (r.ends_on - r.starts_on + 1)::int as days from leave_requests r
      join leave_types t on t.id = r.leave_type_id
      join company_members m on m.id = r.member_id join users u on u.id = m.user_id
      where u.email = 'member@demo.test' and r.status = 'approved' and r.starts_on > current_date
        and t.names ->> 'en' = 'Annual leave'`);
    expect(ahead.rows).toEqual([{ unit: 'hour', days: 5 }]);
    // The manager's own request never waits for the manager.
    expect(waiting.rows).not.toContainEqual({
      requester: 'manager@demo.test',
      approver: 'manager@demo.test',
    });
  });
});
