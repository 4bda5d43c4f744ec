import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import {
  auditLog,
  companies,
  companyMembers,
  companyModules,
  departments,
  divisions,
  refreshTokens,
  users,
} from './schema/index.ts';

let db: TestDatabase;
let companyA: string;
let companyB: string;
let both: string; // a person who is a member of A and of B
let onlyB: string; // a person who is a member of B only
let memberOfBoth: { a: string; b: string };

beforeAll(async () => {
  db = await createTestDatabase();
  const [a, b] = await db.owner
    .insert(companies)
    .values([{ name: 'A' }, { name: 'B' }])
    .returning();
  companyA = a!.id;
  companyB = b!.id;
  const [u1, u2] = await db.owner
    .insert(users)
    .values([
      { issuer: 'https://idp.test', subject: 'both' },
      { issuer: 'https://idp.test', subject: 'only-b' },
    ])
    .returning();
  both = u1!.id;
  onlyB = u2!.id;
  const members = await db.owner
    .insert(companyMembers)
    .values([
      { companyId: companyA, userId: both, role: 'OWNER' },
      { companyId: companyB, userId: both },
      { companyId: companyB, userId: onlyB, role: 'OWNER' },
    ])
    .returning();
  memberOfBoth = { a: members[0]!.id, b: members[1]!.id };
  await db.owner.insert(companyModules).values([
    { companyId: companyA, module: 'ABSENCE' },
    { companyId: companyB, module: 'TIME_TRACKING' },
  ]);
  await db.owner.insert(divisions).values([
    { companyId: companyA, name: 'A division' },
    { companyId: companyB, name: 'B division' },
  ]);
  await db.owner.insert(auditLog).values([
    { companyId: companyA, action: 'a.event' },
    { companyId: null, action: 'global.event' },
  ]);
});

afterAll(async () => {
  await db?.dispose();
});

const noContext = { companyId: null, userId: null };

/** The database's own message for a refused statement (Drizzle wraps it as the cause). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    expect(cause?.code).toBe('42501');
    return cause?.message ?? '';
  }
  throw new Error('The statement was not refused');
}

describe('row-level security as atrium_app', () => {
  it('runs tenant work as atrium_app and gives the owner its role back afterwards', async () => {
    const inside = await db.withTenant(noContext, (tx) =>
      tx.execute<{ who: string }>(sql`select current_user as who`),
    );
    expect(inside.rows[0]?.who).toBe('atrium_app');
    const after = await db.owner.execute<{ who: string }>(sql`select current_user as who`);
    expect(after.rows[0]?.who).not.toBe('atrium_app');
  });

  it('shows no company rows without a tenant context', async () => {
    const seen = await db.withTenant(noContext, async (tx) => ({
      companies: await tx.select().from(companies),
      members: await tx.select().from(companyMembers),
      modules: await tx.select().from(companyModules),
      divisions: await tx.select().from(divisions),
      audit: await tx.select().from(auditLog),
    }));
    expect(seen).toEqual({ companies: [], members: [], modules: [], divisions: [], audit: [] });
  });

  it('shows only the current company', async () => {
    const seen = await db.withTenant({ companyId: companyA, userId: null }, async (tx) => ({
      companies: await tx.select({ id: companies.id }).from(companies),
      members: await tx.select({ companyId: companyMembers.companyId }).from(companyMembers),
      modules: await tx.select({ module: companyModules.module }).from(companyModules),
      divisions: await tx.select({ name: divisions.name }).from(divisions),
      audit: await tx.select({ action: auditLog.action }).from(auditLog),
    }));
    expect(seen.companies).toEqual([{ id: companyA }]);
    expect(seen.members).toEqual([{ companyId: companyA }]);
    expect(seen.modules).toEqual([{ module: 'ABSENCE' }]);
    expect(seen.divisions).toEqual([{ name: 'A division' }]);
    expect(seen.audit).toEqual([{ action: 'a.event' }]);
  });

  it('does not carry one transaction’s tenant into the next', async () => {
    await db.withTenant({ companyId: companyA, userId: both }, (tx) => tx.select().from(companies));
    const next = await db.withTenant(noContext, (tx) => tx.select().from(companyMembers));
    expect(next).toEqual([]);
  });

  it('refuses to insert a row for another company (WITH CHECK)', async () => {
    expect(
      await refusal(
        db.withTenant({ companyId: companyA, userId: both }, (tx) =>
          tx.insert(companyModules).values({ companyId: companyB, module: 'ABSENCE' }),
        ),
      ),
    ).toMatch(/new row violates row-level security policy/);
    expect(
      await refusal(
        db.withTenant({ companyId: companyA, userId: both }, (tx) =>
          tx.insert(companyMembers).values({ companyId: companyB, userId: both }),
        ),
      ),
    ).toMatch(/new row violates row-level security policy/);
    const modulesOfB = await db.owner
      .select()
      .from(companyModules)
      .where(eq(companyModules.companyId, companyB));
    expect(modulesOfB.map((row) => row.module)).toEqual(['TIME_TRACKING']);
  });

  it('refuses to move a row into another company and cannot touch the other company’s rows', async () => {
    expect(
      await refusal(
        db.withTenant({ companyId: companyA, userId: null }, (tx) =>
          tx.update(divisions).set({ companyId: companyB }).where(eq(divisions.companyId, companyA)),
        ),
      ),
    ).toMatch(/new row violates row-level security policy/);
    const changed = await db.withTenant({ companyId: companyA, userId: null }, async (tx) => ({
      updated: await tx
        .update(divisions)
        .set({ name: 'taken over' })
        .where(eq(divisions.companyId, companyB))
        .returning(),
      deleted: await tx.delete(companyMembers).where(eq(companyMembers.userId, onlyB)).returning(),
    }));
    expect(changed).toEqual({ updated: [], deleted: [] });
    const divisionOfB = await db.owner.select().from(divisions).where(eq(divisions.companyId, companyB));
    expect(divisionOfB.map((row) => row.name)).toEqual(['B division']);
  });

  it('lets a person read their own memberships and companies with only app.user_id set', async () => {
    const seen = await db.withTenant({ companyId: null, userId: both }, async (tx) => ({
      members: await tx.select({ id: companyMembers.id }).from(companyMembers),
      companies: await tx.select({ id: companies.id }).from(companies),
      modules: await tx.select().from(companyModules),
    }));
    expect(seen.members.map((row) => row.id).sort()).toEqual([memberOfBoth.a, memberOfBoth.b].sort());
    expect(seen.companies.map((row) => row.id).sort()).toEqual([companyA, companyB].sort());
    expect(seen.modules).toEqual([]);
  });

  it('does not let a person write memberships with only app.user_id set', async () => {
    expect(
      await refusal(
        db.withTenant({ companyId: null, userId: onlyB }, (tx) =>
          tx.insert(companyMembers).values({ companyId: companyA, userId: onlyB, role: 'OWNER' }),
        ),
      ),
    ).toMatch(/new row violates row-level security policy/);
    const removed = await db.withTenant({ companyId: null, userId: onlyB }, (tx) =>
      tx.delete(companyMembers).where(eq(companyMembers.userId, onlyB)).returning(),
    );
    expect(removed).toEqual([]);
  });

  it('lets a tenant write audit events without a company but not read them back', async () => {
    const read = await db.withTenant({ companyId: companyB, userId: onlyB }, async (tx) => {
      await tx.insert(auditLog).values({ companyId: null, action: 'sign-in', actorUserId: onlyB });
      return tx.select().from(auditLog);
    });
    expect(read).toEqual([]);
    expect(
      await refusal(
        db.withTenant({ companyId: companyB, userId: onlyB }, (tx) =>
          tx.insert(auditLog).values({ companyId: companyA, action: 'forged' }),
        ),
      ),
    ).toMatch(/new row violates row-level security policy/);
  });

  it('grants users and refresh_tokens (not company-scoped) to atrium_app', async () => {
    const result = await db.withTenant(noContext, async (tx) => {
      await tx.insert(refreshTokens).values({
        familyId: crypto.randomUUID(),
        userId: both,
        tokenHash: 'hash-1',
        expiresAt: new Date(Date.now() + 60_000),
        familyExpiresAt: new Date(Date.now() + 120_000),
      });
      await tx.update(users).set({ language: 'mk' }).where(eq(users.id, both));
      return {
        tokens: await tx.select({ hash: refreshTokens.tokenHash }).from(refreshTokens),
        people: await tx.select({ id: users.id }).from(users),
      };
    });
    expect(result.tokens).toEqual([{ hash: 'hash-1' }]);
    expect(result.people).toHaveLength(2);
  });

  it('lets the owner connection see every company', async () => {
    const all = await db.owner.select({ id: companies.id }).from(companies);
    expect(all.map((row) => row.id).sort()).toEqual([companyA, companyB].sort());
    const members = await db.owner.select().from(companyMembers);
    expect(members).toHaveLength(3);
  });

  it('refuses a tenant context that is not a uuid', async () => {
    await expect(
      db.withTenant({ companyId: "x' or true --", userId: null }, (tx) => tx.select().from(companies)),
    ).rejects.toThrow(/companyId is not a uuid/);
  });

  it('rolls the tenant transaction back when the work fails', async () => {
    await expect(
      db.withTenant({ companyId: companyA, userId: both }, async (tx) => {
        await tx.insert(departments).values({
          companyId: companyA,
          divisionId: (await tx.select({ id: divisions.id }).from(divisions))[0]!.id,
          name: 'half-written',
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await db.owner.select().from(departments).where(eq(departments.name, 'half-written'));
    expect(rows).toEqual([]);
  });

  it('enables row-level security on every table that has a company_id, except refresh_tokens', async () => {
    const tables = await db.owner.execute<{ table: string; rls: boolean }>(sql`
      select c.relname as "table", c.relrowsecurity as rls
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped)
      order by 1`);
    const scoped = tables.rows.filter((row) => row.table !== 'refresh_tokens');
    expect(scoped.length).toBeGreaterThanOrEqual(6);
    expect(scoped.filter((row) => !row.rls).map((row) => row.table)).toEqual([]);
    const companiesRls = await db.owner.execute<{ rls: boolean }>(
      sql`select relrowsecurity as rls from pg_class where oid = 'public.companies'::regclass`,
    );
    expect(companiesRls.rows[0]?.rls).toBe(true);
  });
});
