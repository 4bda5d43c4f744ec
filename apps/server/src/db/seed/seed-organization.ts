import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../database.ts';
import { companyMembers, departmentRoles, departments, divisions, users } from '../schema/index.ts';
import { DEMO_DIVISION_NAME } from './demo-people.ts';

/**
 * Demo Company's organisation beyond the one division seed-demo.ts creates: a second division,
 * more departments, the demo accounts placed where their positions belong, and colleagues (people
 * without sign-in accounts) so that the directory, the overview and the diagram look like a real
 * company. Runs inside seedDemo's transaction, after the demo people exist.
 */

const DEMO_SECOND_DIVISION_NAME = 'Commercial';

/** Departments by division, in order; Engineering and Sales already exist in Operations. */
export const DEMO_ORGANIZATION: Readonly<Record<string, readonly string[]>> = {
  [DEMO_DIVISION_NAME]: ['Engineering', 'Sales', 'Administration'],
  [DEMO_SECOND_DIVISION_NAME]: ['Marketing', 'Customer Success', 'Localisation'],
};

/** Demo accounts that move from the department demo-people.ts gives them. */
export const DEMO_PLACEMENTS: Readonly<Record<string, string>> = {
  'owner@demo.test': 'Administration',
  'admin@demo.test': 'Administration',
  'translator@demo.test': 'Localisation',
};

export interface DemoColleague {
  subject: string;
  givenName: string;
  familyName: string;
  email: string;
  phoneNumber: string | null;
  position: string;
  department: string;
  manages?: { division: string } | { department: string };
}

const subject = (n: number) => `de300000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`;

export const DEMO_COLLEAGUES: readonly DemoColleague[] = [
  ['Elena', 'Stojanovska', '+389 70 210 001', 'Head of Commercial', 'Marketing', { division: 'Commercial' }],
  ['Nikola', 'Petrovski', '+389 70 210 002', 'Head of Operations', 'Engineering', { division: 'Operations' }],
  ['Arben', 'Krasniqi', '+389 70 210 003', 'Sales Lead', 'Sales', { department: 'Sales' }],
  ['Ivana', 'Trajkovska', '+389 70 210 004', 'Marketing Lead', 'Marketing', { department: 'Marketing' }],
  [
    'Blerta',
    'Hoxha',
    '+355 69 210 005',
    'Customer Success Lead',
    'Customer Success',
    { department: 'Customer Success' },
  ],
  ['Marko', 'Jovanovski', null, 'Backend Developer', 'Engineering'],
  ['Sara', 'Dimitrova', '+389 70 210 007', 'Frontend Developer', 'Engineering'],
  ['Gent', 'Berisha', null, 'QA Engineer', 'Engineering'],
  ['Ana', 'Nikolovska', '+389 70 210 009', 'Account Executive', 'Sales'],
  ['Driton', 'Shala', '+355 69 210 010', 'Account Executive', 'Sales'],
  ['Katerina', 'Ilievska', null, 'Content Marketer', 'Marketing'],
  ['Besa', 'Gashi', '+355 69 210 012', 'Support Specialist', 'Customer Success'],
  ['Filip', 'Angelov', null, 'Support Specialist', 'Customer Success'],
  ['Jana', 'Ristova', '+389 70 210 014', 'Accountant', 'Administration'],
  ['Luan', 'Morina', null, 'Translator (Albanian)', 'Localisation'],
].map(([givenName, familyName, phoneNumber, position, department, manages], index) => ({
  subject: subject(index + 1),
  givenName: givenName as string,
  familyName: familyName as string,
  email: `${String(givenName).toLowerCase()}.${String(familyName).toLowerCase()}@demo.test`,
  phoneNumber: phoneNumber as string | null,
  position: position as string,
  department: department as string,
  ...(manages ? { manages: manages as DemoColleague['manages'] } : {}),
}));

export async function seedOrganization(
  tx: Transaction,
  { companyId, issuer }: { companyId: string; issuer: string },
): Promise<void> {
  const divisionIds = await ensureDivisions(tx, companyId);
  const departmentIds = await ensureDepartments(tx, companyId, divisionIds);

  for (const [email, department] of Object.entries(DEMO_PLACEMENTS)) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) continue;
    await tx
      .update(companyMembers)
      .set({ departmentId: requireId(departmentIds, department) })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, user.id)));
  }

  for (const colleague of DEMO_COLLEAGUES) {
    const profile = {
      email: colleague.email,
      name: `${colleague.givenName} ${colleague.familyName}`,
      givenName: colleague.givenName,
      familyName: colleague.familyName,
      phoneNumber: colleague.phoneNumber,
    };
    const [user] = await tx
      .insert(users)
      .values({ issuer, subject: colleague.subject, ...profile })
      .onConflictDoUpdate({ target: [users.issuer, users.subject], set: profile })
      .returning({ id: users.id });
    const [member] = await tx
      .insert(companyMembers)
      .values({
        companyId,
        userId: user!.id,
        position: colleague.position,
        departmentId: requireId(departmentIds, colleague.department),
      })
      .returning({ id: companyMembers.id });
    if (!colleague.manages) continue;
    await tx.insert(departmentRoles).values(
      'division' in colleague.manages
        ? {
            companyId,
            companyMemberId: member!.id,
            divisionId: requireId(divisionIds, colleague.manages.division),
            role: 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER' as const,
          }
        : {
            companyId,
            companyMemberId: member!.id,
            departmentId: requireId(departmentIds, colleague.manages.department),
            role: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER' as const,
          },
    );
  }
}

async function ensureDivisions(tx: Transaction, companyId: string): Promise<Map<string, string>> {
  const names = Object.keys(DEMO_ORGANIZATION);
  const existing = await tx
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(and(eq(divisions.companyId, companyId), inArray(divisions.name, names)));
  const ids = new Map(existing.map((row) => [row.name, row.id]));
  for (const [sortOrder, name] of names.entries()) {
    if (ids.has(name)) {
      await tx
        .update(divisions)
        .set({ sortOrder })
        .where(eq(divisions.id, ids.get(name)!));
      continue;
    }
    const [row] = await tx
      .insert(divisions)
      .values({ companyId, name, sortOrder })
      .returning({ id: divisions.id });
    ids.set(name, row!.id);
  }
  return ids;
}

async function ensureDepartments(
  tx: Transaction,
  companyId: string,
  divisionIds: Map<string, string>,
): Promise<Map<string, string>> {
  const existing = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.companyId, companyId));
  const ids = new Map(existing.map((row) => [row.name, row.id]));
  for (const [division, names] of Object.entries(DEMO_ORGANIZATION)) {
    const divisionId = requireId(divisionIds, division);
    for (const [sortOrder, name] of names.entries()) {
      if (ids.has(name)) {
        await tx
          .update(departments)
          .set({ divisionId, sortOrder })
          .where(eq(departments.id, ids.get(name)!));
        continue;
      }
      const [row] = await tx
        .insert(departments)
        .values({ companyId, divisionId, name, sortOrder })
        .returning({ id: departments.id });
      ids.set(name, row!.id);
    }
  }
  return ids;
}

function requireId(ids: Map<string, string>, name: string): string {
  const id = ids.get(name);
  if (!id) throw new Error(`Demo organisation: ${name} was not stored`);
  return id;
}
