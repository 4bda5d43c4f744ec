import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ALL_MODULES, type Module } from '@atrium/contract/access';
import { errorEnvelopeSchema, type ErrorEnvelope } from '@atrium/contract/errors';
import type { Database } from '../db/database.ts';
import {
  companies,
  companyMembers,
  companyModules,
  type CompanyRole,
  departmentRoles,
  departments,
  divisions,
  type GlobalRole,
  leaveTypes,
  users,
} from '../db/schema/index.ts';
import { seedAbsenceDefaults } from '../modules/absence/absence-defaults.ts';

/** A person in the test database, with the membership a token will name (if any). */
export interface TestPerson {
  userId: string;
  email: string;
  companyId?: string;
  companyMemberId?: string;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Inserts a person; e-mail and subject are unique unless given. */
export async function createPerson(
  database: Database,
  options: { email?: string; name?: string; globalRoles?: GlobalRole[] } = {},
): Promise<TestPerson> {
  const email = options.email ?? `person-${unique()}@example.test`;
  const [row] = await database.owner
    .insert(users)
    .values({
      issuer: 'https://idp.test',
      subject: randomUUID(),
      email,
      name: options.name ?? email.split('@')[0]!,
      globalRoles: options.globalRoles ?? [],
    })
    .returning({ id: users.id });
  return { userId: row!.id, email };
}

/** Inserts a company (all modules unless told otherwise) on the owner connection. */
export async function createCompanyRow(
  database: Database,
  options: { name?: string; modules?: readonly Module[] } = {},
): Promise<string> {
  const [company] = await database.owner
    .insert(companies)
    .values({ name: options.name ?? `Company ${unique()}` })
    .returning({ id: companies.id });
  const modules = options.modules ?? ALL_MODULES;
  if (modules.length > 0) {
    await database.owner
      .insert(companyModules)
      .values(modules.map((module) => ({ companyId: company!.id, module })));
  }
  return company!.id;
}

/** Adds a membership and returns the person as a token for that company would name them. */
export async function addMember(
  database: Database,
  companyId: string,
  person: TestPerson,
  role: CompanyRole = 'MEMBER',
): Promise<TestPerson> {
  const [member] = await database.owner
    .insert(companyMembers)
    .values({ companyId, userId: person.userId, role })
    .returning({ id: companyMembers.id });
  return { ...person, companyId, companyMemberId: member!.id };
}

/** A new person who is a member of `companyId` with `role`. */
export async function createMember(
  database: Database,
  companyId: string,
  role: CompanyRole = 'MEMBER',
  options: Parameters<typeof createPerson>[1] = {},
): Promise<TestPerson> {
  return addMember(database, companyId, await createPerson(database, options), role);
}

export interface TestCompany {
  companyId: string;
  owner: TestPerson;
  admin: TestPerson;
  member: TestPerson;
}

/** A company with an OWNER, an ADMIN and a MEMBER. */
export async function createTestCompany(
  database: Database,
  options: { name?: string; modules?: readonly Module[] } = {},
): Promise<TestCompany> {
  const companyId = await createCompanyRow(database, options);
  return {
    companyId,
    owner: await createMember(database, companyId, 'OWNER'),
    admin: await createMember(database, companyId, 'ADMIN'),
    member: await createMember(database, companyId, 'MEMBER'),
  };
}

let departmentCounter = 0;

/**
 * A division with one department holding `members`; `manager` (if any) manages the department, or
 * with `role` 'division' the division.
 */
export async function createDepartment(
  database: Database,
  companyId: string,
  members: TestPerson[],
  manager?: TestPerson,
  role: 'department' | 'division' = 'department',
): Promise<{ departmentId: string; divisionId: string }> {
  const [division] = await database.owner
    .insert(divisions)
    .values({ companyId, name: `Division ${departmentCounter++}` })
    .returning();
  const [department] = await database.owner
    .insert(departments)
    .values({ companyId, divisionId: division!.id, name: `Department ${departmentCounter++}` })
    .returning();
  for (const member of members) {
    await database.owner
      .update(companyMembers)
      .set({ departmentId: department!.id })
      .where(eq(companyMembers.id, member.companyMemberId!));
  }
  if (manager) {
    await database.owner.insert(departmentRoles).values(
      role === 'department'
        ? {
            companyId,
            companyMemberId: manager.companyMemberId!,
            departmentId: department!.id,
            role: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
          }
        : {
            companyId,
            companyMemberId: manager.companyMemberId!,
            divisionId: division!.id,
            role: 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
          },
    );
  }
  return { departmentId: department!.id, divisionId: division!.id };
}

/** The absence module's defaults (its leave types, …) in each of `companies`, from `firstDay`. */
export async function seedAbsenceDefaultsIn(
  database: Database,
  companies: TestCompany[],
  firstDay = '2026-01-01',
): Promise<void> {
  for (const { companyId, owner } of companies) {
    await database.withTenant({ companyId, userId: owner.userId }, (tx) =>
      seedAbsenceDefaults(tx, companyId, firstDay),
    );
  }
}

/** The id of the company's leave type with this English name ('Annual leave', 'Sick leave', …). */
export async function leaveTypeId(
  database: Database,
  companyId: string,
  englishName: string,
): Promise<string> {
  const [row] = await database.owner
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.companyId, companyId), sql`${leaveTypes.names} ->> 'en' = ${englishName}`));
  return row!.id;
}

export function tokenFor(app: FastifyInstance, person: TestPerson): Promise<string> {
  return app.platform.accessTokens.signAccessToken({
    sub: person.userId,
    CompanyId: person.companyId ?? null,
    CompanyMemberId: person.companyMemberId ?? null,
  });
}

export interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** A person (token minted), a raw token, or nothing (anonymous). */
  as?: TestPerson | string;
  body?: unknown;
  query?: Record<string, string>;
}

/** One request through app.inject, with a Bearer token for `as`. */
export async function call(app: FastifyInstance, options: CallOptions) {
  const token =
    options.as === undefined
      ? undefined
      : typeof options.as === 'string'
        ? options.as
        : await tokenFor(app, options.as);
  return app.inject({
    method: options.method,
    url: options.url,
    ...(options.query ? { query: options.query } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** The error of a non-2xx answer, checked against the envelope schema. */
export function errorOf(response: { json(): unknown }): ErrorEnvelope['error'] {
  return errorEnvelopeSchema.parse(response.json()).error;
}
