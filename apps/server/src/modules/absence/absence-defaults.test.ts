import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';
import { leaveTypes, workSchedules } from '../../db/schema/index.ts';
import { createCompanyRow } from '../../test/tenant-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedAbsenceDefaults } from './absence-defaults.ts';

/** The statements of migration 0013 that gave existing companies their absence defaults. */
async function backfillStatements(): Promise<string[]> {
  const migration = await readFile(join(MIGRATIONS_FOLDER, '0013_absence_foundation.sql'), 'utf8');
  return migration
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => /^INSERT INTO "(work_schedules|leave_types)"/.test(statement));
}

describe('absence defaults', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.dispose();
  });

  async function defaultsOf(companyId: string) {
    const types = await db.owner
      .select({
        names: leaveTypes.names,
        colour: leaveTypes.colour,
        unit: leaveTypes.unit,
        category: leaveTypes.category,
        countsAgainstAllowance: leaveTypes.countsAgainstAllowance,
        certificateRequiredFromDay: leaveTypes.certificateRequiredFromDay,
        visibility: leaveTypes.visibility,
        sortOrder: leaveTypes.sortOrder,
      })
      .from(leaveTypes)
      .where(eq(leaveTypes.companyId, companyId))
      .orderBy(asc(leaveTypes.sortOrder));
    const schedules = await db.owner
      .select({
        memberId: workSchedules.memberId,
        effectiveFrom: workSchedules.effectiveFrom,
        monday: workSchedules.mondayMinutes,
        friday: workSchedules.fridayMinutes,
        saturday: workSchedules.saturdayMinutes,
        sunday: workSchedules.sundayMinutes,
      })
      .from(workSchedules)
      .where(eq(workSchedules.companyId, companyId));
    return { types, schedules };
  }

  it('a new company and one that existed before migration 0013 start alike', async () => {
    const existing = await createCompanyRow(db, { name: 'Before the update' });
    await db.owner.execute(
      sql`update companies set created_at = '2025-06-30T23:30:00Z', time_zone = 'Europe/Skopje' where id = ${existing}`,
    );
    for (const statement of await backfillStatements()) {
      // Run again for one company only: the statements cover every company of the database.
      await db.owner.execute(
        sql.raw(
          statement.replace(
            'FROM "companies" c',
            `FROM (SELECT * FROM "companies" WHERE "id" = '${existing}') c`,
          ),
        ),
      );
    }
    const created = await createCompanyRow(db, { name: 'After the update' });
    await db.withTenant({ companyId: created, userId: null }, (tx) =>
      seedAbsenceDefaults(tx, created, '2026-11-25'),
    );

    const before = await defaultsOf(existing);
    const after = await defaultsOf(created);
    expect(before.types).toHaveLength(5);
    expect(before.types).toEqual(after.types);
    // The first schedule starts on the company's local day of creation.
    expect(before.schedules).toEqual([
      { memberId: null, effectiveFrom: '2025-07-01', monday: 480, friday: 480, saturday: 0, sunday: 0 },
    ]);
    expect(after.schedules).toEqual([{ ...before.schedules[0], effectiveFrom: '2026-11-25' }]);
  });
});
