import { sql } from 'drizzle-orm';
import { ALL_MODULES } from '@atrium/contract/access';
import { toUtcCalendarDate } from '@atrium/contract/dates';
import type { Database, Transaction } from '../database.ts';
import {
  companies,
  companyMembers,
  companyModules,
  departmentRoles,
  departments,
  divisions,
  users,
} from '../schema/index.ts';
import {
  DEMO_COMPANY_NAME,
  DEMO_DEPARTMENT_NAMES,
  DEMO_DIVISION_NAME,
  DEMO_PEOPLE,
  OTHER_COMPANY_NAME,
  type DemoCompanyName,
  type DemoDepartmentName,
} from './demo-people.ts';
import { recordDemoSetupStarted } from './demo-setup-step.ts';
import { seedCompanyInfo } from './seed-company-info.ts';
import { seedHolidays } from './seed-holidays.ts';
import { seedLeaveRequests } from './seed-leave-requests.ts';
import { seedNotifications } from './seed-notifications.ts';
import { seedOrganization } from './seed-organization.ts';
import { seedTimeTracking } from './seed-time-tracking.ts';
import { seedTranslations } from './seed-translations.ts';
import { seedAbsenceDefaults } from '../../modules/absence/absence-defaults.ts';
import { seedHumanResources } from './seed-human-resources.ts';

/** Held for the seed transaction, so that instances starting together seed once. */
const SEED_LOCK_KEY = sql.raw(String(7_268_492_002));

export interface SeedDemoOptions {
  /** Issuer of the identity provider whose accounts carry the DEMO_PEOPLE subjects. */
  issuer: string;
}

/**
 * Creates Demo Company (all modules, one division with two departments, the demo people) and
 * Other Company, on a database that has no company yet. Returns false when it had nothing to do.
 */
export async function seedDemo(database: Database, { issuer }: SeedDemoOptions): Promise<boolean> {
  return database.owner.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: companies.id }).from(companies).limit(1);
    if (existing.length > 0) return false;

    const companyIds = await insertCompanies(tx);
    const demoCompanyId = companyIds[DEMO_COMPANY_NAME];
    await tx
      .insert(companyModules)
      .values(ALL_MODULES.map((module) => ({ companyId: demoCompanyId, module })));
    const departmentIds = await insertOrganisation(tx, demoCompanyId);
    await seedCompanyInfo(tx, companyIds);

    for (const person of DEMO_PEOPLE) {
      const profile = {
        email: person.email,
        name: `${person.givenName} ${person.familyName}`,
        givenName: person.givenName,
        familyName: person.familyName,
        globalRoles: [...person.globalRoles],
      };
      // A person may already exist (signed in before any company was created): keep their row.
      const [user] = await tx
        .insert(users)
        .values({ issuer, subject: person.subject, ...profile })
        .onConflictDoUpdate({ target: [users.issuer, users.subject], set: profile })
        .returning({ id: users.id });
      if (!user) throw new Error(`Demo user ${person.email} was not stored`);

      const companyId = companyIds[person.company];
      const departmentId = person.department ? departmentIds[person.department] : null;
      const [member] = await tx
        .insert(companyMembers)
        .values({
          companyId,
          userId: user.id,
          role: person.companyRole,
          position: person.position,
          departmentId,
        })
        .returning({ id: companyMembers.id });
      if (!member) throw new Error(`Demo membership of ${person.email} was not stored`);

      if (person.departmentRole && departmentId) {
        await tx.insert(departmentRoles).values({
          companyId,
          companyMemberId: member.id,
          departmentId,
          role: person.departmentRole,
        });
      }
    }
    await seedOrganization(tx, { companyId: demoCompanyId, issuer });
    await seedTimeTracking(tx, { companyId: demoCompanyId });
    await seedHumanResources(tx, { companyId: demoCompanyId });
    // As a company created in the app starts (leave types, work schedule); their first schedule
    // also covers the days before today.
    for (const companyId of Object.values(companyIds)) {
      await seedAbsenceDefaults(tx, companyId, toUtcCalendarDate(new Date()));
    }
    await seedHolidays(tx, companyIds, new Date());
    await seedLeaveRequests(tx, companyIds, new Date());
    await seedNotifications(tx, { companyIds });
    await seedTranslations(tx);
    // Accounts and files follow outside this transaction; a start that dies before them finishes
    // them next time (demo-setup-step.ts).
    await recordDemoSetupStarted(tx);
    return true;
  });
}

async function insertCompanies(tx: Transaction): Promise<Record<DemoCompanyName, string>> {
  const rows = await tx
    .insert(companies)
    .values([{ name: DEMO_COMPANY_NAME }, { name: OTHER_COMPANY_NAME }])
    .returning({ id: companies.id, name: companies.name });
  return {
    [DEMO_COMPANY_NAME]: idNamed(rows, DEMO_COMPANY_NAME),
    [OTHER_COMPANY_NAME]: idNamed(rows, OTHER_COMPANY_NAME),
  };
}

async function insertOrganisation(
  tx: Transaction,
  companyId: string,
): Promise<Record<DemoDepartmentName, string>> {
  const [division] = await tx
    .insert(divisions)
    .values({ companyId, name: DEMO_DIVISION_NAME })
    .returning({ id: divisions.id });
  if (!division) throw new Error('Demo division was not stored');
  const rows = await tx
    .insert(departments)
    .values(
      DEMO_DEPARTMENT_NAMES.map((name, sortOrder) => ({
        companyId,
        divisionId: division.id,
        name,
        sortOrder,
      })),
    )
    .returning({ id: departments.id, name: departments.name });
  const [engineering, sales] = DEMO_DEPARTMENT_NAMES;
  return { [engineering]: idNamed(rows, engineering), [sales]: idNamed(rows, sales) } as Record<
    DemoDepartmentName,
    string
  >;
}

function idNamed(rows: readonly { id: string; name: string }[], name: string): string {
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`Demo row ${name} was not stored`);
  return row.id;
}
