import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  changeProposals,
  companies,
  companyMembers,
  detailEntries,
  detailFields,
  detailSections,
  employmentRecords,
  memberRecords,
  users,
} from '../schema/index.ts';
import { DEMO_COMPANY_NAME } from './demo-people.ts';
import { seedDemo } from './seed-demo.ts';

let db: TestDatabase;
let companyId = '';
beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db, { issuer: 'http://localhost:3000/oidc' });
  const [company] = await db.owner.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  companyId = company!.id;
});
afterAll(async () => {
  await db?.dispose();
});

describe('demo human resources', () => {
  it('gives every Demo Company member a personal record and an employment history', async () => {
    const members = await db.owner
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, companyId));
    const records = await db.owner.select().from(memberRecords).where(eq(memberRecords.companyId, companyId));
    expect(records).toHaveLength(members.length);
    expect(
      records.every((record) => record.citizenship === 'MK' && record.emergencyContacts.length === 1),
    ).toBe(true);
    const history = await db.owner
      .select({ email: users.email, position: employmentRecords.position })
      .from(employmentRecords)
      .innerJoin(companyMembers, eq(companyMembers.id, employmentRecords.memberId))
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(employmentRecords.companyId, companyId))
      .orderBy(employmentRecords.effectiveFrom);
    expect(history.filter((row) => row.email === 'manager@demo.test').map((row) => row.position)).toEqual([
      'Software Developer',
      'Engineering Lead',
    ]);
  });

  it('has three sections of its own with fields and entries, and a proposal waiting', async () => {
    const sections = await db.owner.select().from(detailSections).orderBy(detailSections.sortOrder);
    expect(sections.map((section) => [section.name, section.repeatable])).toEqual([
      ['Education', true],
      ['Equipment', false],
      ['Documents', true],
    ]);
    expect(await db.owner.select().from(detailFields)).toHaveLength(11);
    expect((await db.owner.select().from(detailEntries)).length).toBeGreaterThanOrEqual(7);
    const [proposal] = await db.owner.select().from(changeProposals);
    expect(proposal).toMatchObject({ status: 'pending', builtInSection: 'personal' });
    expect(Object.keys(proposal!.changes)).toEqual(['address']);
  });

  it("has documents with an expiry, member@demo.test's work permit within 30 days", async () => {
    const [expiry] = await db.owner.select().from(detailFields).where(eq(detailFields.marksExpiry, true));
    expect(expiry).toMatchObject({ label: 'Expiry', type: 'date' });
    const entries = await db.owner
      .select({ email: users.email, values: detailEntries.values })
      .from(detailEntries)
      .innerJoin(companyMembers, eq(companyMembers.id, detailEntries.memberId))
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(detailEntries.sectionId, expiry!.sectionId));
    expect(entries).toHaveLength(5);
    const today = new Date().toISOString().slice(0, 10);
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const expiring = entries.filter((entry) => {
      const day = entry.values[expiry!.id] as string;
      return day >= today && day <= soon;
    });
    expect(expiring.map((entry) => entry.email)).toEqual(['member@demo.test']);
    expect(Object.values(expiring[0]!.values)).toContain('Work permit');
  });
});
