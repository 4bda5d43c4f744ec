import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCurrentCompanyMember } from '@atrium/contract/companies';
import {
  assignDepartmentManager,
  assignDivisionManager,
  createDepartment,
  createDivision,
  deleteDepartment,
  deleteDivision,
  getOrganization,
  moveDepartment,
  moveDivision,
  organizationSchema,
  placeMember,
  renameDepartment,
  renameDivision,
  unassignDepartmentManager,
  unassignDivisionManager,
} from '@atrium/contract/organization';
import type { OperationDefinition } from '@atrium/contract/operations';
import { auditLog, companyMembers, departmentRoles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject, unchecked } from '../../test/inject.ts';
import {
  createMember,
  createTestCompany,
  errorOf,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { createQueryLog } from '../../test/query-log.ts';

let database: TestDatabase;
const queries = createQueryLog();
let testApp: TestApp;
beforeAll(async () => {
  database = await createTestDatabase({ logger: queries.logger });
  testApp = await createTestApp({ database: queries.track(database) });
});
afterAll(async () => {
  await testApp?.close();
  await database?.dispose();
});

async function send(
  operation: OperationDefinition,
  as: TestPerson,
  options: { params?: Record<string, string>; body?: unknown } = {},
) {
  // Walks many operations with loosely typed parts; the typed helper still fills method and path.
  return inject(testApp.app, operation, {
    as,
    ...(options.params === undefined ? {} : { params: options.params as never }),
    ...(options.body === undefined ? {} : { body: unchecked(options.body) }),
  });
}

async function ok<T = Record<string, unknown>>(
  operation: OperationDefinition,
  as: TestPerson,
  options: { params?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  const response = await send(operation, as, options);
  expect(response.statusCode, response.body).toBe(operation.response.status ?? 200);
  return (response.statusCode === 204 ? null : response.json()) as T;
}

async function refused(
  status: number,
  code: string,
  operation: OperationDefinition,
  as: TestPerson,
  options: { params?: Record<string, string>; body?: unknown } = {},
) {
  const response = await send(operation, as, options);
  expect(response.statusCode, response.body).toBe(status);
  const error = errorOf(response);
  expect(error.code).toBe(code);
  return error;
}

async function organizationOf(as: TestPerson) {
  const response = await send(getOrganization, as);
  expect(response.statusCode, response.body).toBe(200);
  return organizationSchema.parse(response.json());
}

async function auditActions(companyId: string) {
  const rows = await database.owner
    .select({ action: auditLog.action, target: auditLog.target, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.companyId, companyId));
  return rows;
}

async function build(company: TestCompany) {
  const division = await ok<{ divisionId: string }>(createDivision, company.admin, {
    body: { name: 'Operations' },
  });
  const department = await ok<{ departmentId: string }>(createDepartment, company.admin, {
    body: { divisionId: division.divisionId, name: 'Engineering' },
  });
  return { divisionId: division.divisionId, departmentId: department.departmentId };
}

describe('organization_GetOrganization', () => {
  it('answers divisions, departments, counts and managers in order, in three statements', async () => {
    const company = await createTestCompany(database);
    const { divisionId, departmentId } = await build(company);
    const second = await ok<{ departmentId: string }>(createDepartment, company.owner, {
      body: { divisionId, name: 'Sales' },
    });
    await ok(placeMember, company.admin, {
      params: { companyMemberId: company.member.companyMemberId! },
      body: { departmentId },
    });
    await ok(placeMember, company.admin, {
      params: { companyMemberId: company.admin.companyMemberId! },
      body: { departmentId },
    });
    const disabled = await createMember(database, company.companyId);
    await database.owner
      .update(companyMembers)
      .set({ departmentId, status: 'DISABLED' })
      .where(eq(companyMembers.id, disabled.companyMemberId!));
    await ok(assignDepartmentManager, company.owner, {
      params: { departmentId },
      body: { companyMemberId: company.member.companyMemberId },
    });
    await ok(assignDivisionManager, company.owner, {
      params: { divisionId },
      body: { companyMemberId: company.admin.companyMemberId },
    });

    queries.reset();
    const organization = await organizationOf(company.member);
    expect(queries.tenantStatements.length).toBeLessThanOrEqual(3);
    expect(organization).toMatchObject({
      memberCount: 3,
      unplacedCount: 1,
      canManage: false,
      divisions: [
        {
          divisionId,
          name: 'Operations',
          memberCount: 2,
          managers: [{ companyMemberId: company.admin.companyMemberId }],
          departments: [
            {
              departmentId,
              name: 'Engineering',
              memberCount: 2,
              managers: [{ companyMemberId: company.member.companyMemberId }],
            },
            { departmentId: second.departmentId, name: 'Sales', memberCount: 0, managers: [] },
          ],
        },
      ],
    });
    expect((await organizationOf(company.admin)).canManage).toBe(true);
    const other = await createTestCompany(database);
    expect((await organizationOf(other.owner)).divisions).toEqual([]);
  });
});

describe('divisions', () => {
  it('creates, renames, moves and deletes, each audited', async () => {
    const company = await createTestCompany(database);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) {
      const created = await ok<{ divisionId: string; sortOrder: number }>(createDivision, company.admin, {
        body: { name: `  ${name} ` },
      });
      expect(created.sortOrder).toBe(ids.length);
      ids.push(created.divisionId);
    }
    expect(
      await ok(renameDivision, company.owner, { params: { divisionId: ids[0]! }, body: { name: 'Alpha' } }),
    ).toMatchObject({ name: 'Alpha' });
    expect(
      await ok(moveDivision, company.admin, { params: { divisionId: ids[2]! }, body: { index: 0 } }),
    ).toMatchObject({
      sortOrder: 0,
    });
    expect((await organizationOf(company.member)).divisions.map((division) => division.name)).toEqual([
      'C',
      'Alpha',
      'B',
    ]);
    await ok(moveDivision, company.admin, { params: { divisionId: ids[2]! }, body: { index: 99 } });
    expect((await organizationOf(company.member)).divisions.map((division) => division.name)).toEqual([
      'Alpha',
      'B',
      'C',
    ]);
    await ok(deleteDivision, company.admin, { params: { divisionId: ids[1]! } });
    expect((await organizationOf(company.member)).divisions.map((division) => division.name)).toEqual([
      'Alpha',
      'C',
    ]);

    const actions = (await auditActions(company.companyId)).map((row) => row.action);
    expect(actions.filter((action) => action === 'organization.division_created')).toHaveLength(3);
    expect(actions).toEqual(
      expect.arrayContaining([
        'organization.division_renamed',
        'organization.division_moved',
        'organization.division_deleted',
      ]),
    );
    const renamed = (await auditActions(company.companyId)).find(
      (row) => row.action === 'organization.division_renamed',
    );
    expect(renamed).toMatchObject({ target: ids[0], details: { from: 'A', to: 'Alpha' } });
  });

  it('refuses a blank, too long or taken name, naming body.name', async () => {
    const company = await createTestCompany(database);
    await ok(createDivision, company.admin, { body: { name: 'Operations' } });
    for (const name of ['   ', 'x'.repeat(101)]) {
      const error = await refused(400, 'VALIDATION_FAILED', createDivision, company.admin, {
        body: { name },
      });
      expect(error.fields?.map((field) => field.path)).toContain('body.name');
    }
    const taken = await refused(409, 'CONFLICT', createDivision, company.admin, {
      body: { name: 'OPERATIONS' },
    });
    expect(taken.fields?.map((field) => field.path)).toEqual(['body.name']);
    // Another company may use the same name.
    const other = await createTestCompany(database);
    await ok(createDivision, other.admin, { body: { name: 'Operations' } });
  });

  it('refuses a member (403), and another company’s division (404) without touching it', async () => {
    const company = await createTestCompany(database);
    const other = await createTestCompany(database);
    const { divisionId } = await build(other);
    await refused(403, 'FORBIDDEN', createDivision, company.member, { body: { name: 'Mine' } });
    await refused(403, 'FORBIDDEN', renameDivision, company.member, {
      params: { divisionId },
      body: { name: 'x' },
    });
    await refused(404, 'NOT_FOUND', renameDivision, company.owner, {
      params: { divisionId },
      body: { name: 'Taken' },
    });
    await refused(404, 'NOT_FOUND', moveDivision, company.owner, {
      params: { divisionId },
      body: { index: 0 },
    });
    await refused(404, 'NOT_FOUND', deleteDivision, company.owner, { params: { divisionId } });
    expect((await organizationOf(other.member)).divisions.map((division) => division.name)).toEqual([
      'Operations',
    ]);
  });

  it('refuses to delete a division that still has departments (409)', async () => {
    const company = await createTestCompany(database);
    const { divisionId, departmentId } = await build(company);
    const error = await refused(409, 'CONFLICT', deleteDivision, company.admin, { params: { divisionId } });
    expect(error.fields?.map((field) => field.path)).toEqual(['params.divisionId']);
    await ok(deleteDepartment, company.admin, { params: { departmentId } });
    await ok(deleteDivision, company.admin, { params: { divisionId } });
    expect((await organizationOf(company.member)).divisions).toEqual([]);
  });
});

describe('departments', () => {
  it('creates in a division, renames, reorders and moves to another division', async () => {
    const company = await createTestCompany(database);
    const { divisionId, departmentId } = await build(company);
    const sales = await ok<{ departmentId: string }>(createDepartment, company.admin, {
      body: { divisionId, name: 'Sales' },
    });
    const commercial = await ok<{ divisionId: string }>(createDivision, company.admin, {
      body: { name: 'Commercial' },
    });
    const marketing = await ok<{ departmentId: string }>(createDepartment, company.admin, {
      body: { divisionId: commercial.divisionId, name: 'Marketing' },
    });
    await ok(renameDepartment, company.admin, { params: { departmentId }, body: { name: 'Platform' } });
    await ok(moveDepartment, company.admin, {
      params: { departmentId: sales.departmentId },
      body: { divisionId, index: 0 },
    });
    const moved = await ok(moveDepartment, company.admin, {
      params: { departmentId },
      body: { divisionId: commercial.divisionId, index: 0 },
    });
    expect(moved).toMatchObject({ departmentId, divisionId: commercial.divisionId, sortOrder: 0 });
    const organization = await organizationOf(company.member);
    expect(
      organization.divisions.map((division) => [
        division.name,
        division.departments.map((d) => [d.name, d.sortOrder]),
      ]),
    ).toEqual([
      ['Operations', [['Sales', 0]]],
      [
        'Commercial',
        [
          ['Platform', 0],
          ['Marketing', 1],
        ],
      ],
    ]);
    expect(marketing.departmentId).toBeTruthy();
    const moves = (await auditActions(company.companyId)).filter(
      (row) => row.action === 'organization.department_moved',
    );
    expect(moves.at(-1)).toMatchObject({
      target: departmentId,
      details: { from: { divisionId, index: 1 }, to: { divisionId: commercial.divisionId, index: 0 } },
    });
  });

  it('refuses another company’s division or department with 404, a taken name with 409', async () => {
    const company = await createTestCompany(database);
    const other = await createTestCompany(database);
    const mine = await build(company);
    const theirs = await build(other);
    await refused(404, 'NOT_FOUND', createDepartment, company.admin, {
      body: { divisionId: theirs.divisionId, name: 'Sneaky' },
    });
    await refused(404, 'NOT_FOUND', moveDepartment, company.admin, {
      params: { departmentId: mine.departmentId },
      body: { divisionId: theirs.divisionId, index: 0 },
    });
    await refused(404, 'NOT_FOUND', moveDepartment, company.admin, {
      params: { departmentId: theirs.departmentId },
      body: { divisionId: mine.divisionId, index: 0 },
    });
    await refused(404, 'NOT_FOUND', deleteDepartment, company.admin, {
      params: { departmentId: theirs.departmentId },
    });
    const error = await refused(409, 'CONFLICT', createDepartment, company.admin, {
      body: { divisionId: mine.divisionId, name: 'engineering' },
    });
    expect(error.fields?.map((field) => field.path)).toEqual(['body.name']);
    const invalid = await refused(400, 'VALIDATION_FAILED', moveDepartment, company.admin, {
      params: { departmentId: mine.departmentId },
      body: { divisionId: 'nope', index: -1 },
    });
    expect(invalid.fields?.map((field) => field.path).sort()).toEqual(['body.divisionId', 'body.index']);
    await refused(403, 'FORBIDDEN', deleteDepartment, company.member, {
      params: { departmentId: mine.departmentId },
    });
    expect((await organizationOf(other.member)).divisions[0]?.departments).toHaveLength(1);
  });

  it('refuses to delete a department while active members are placed in it', async () => {
    const company = await createTestCompany(database);
    const { departmentId } = await build(company);
    await ok(placeMember, company.admin, {
      params: { companyMemberId: company.member.companyMemberId! },
      body: { departmentId },
    });
    const error = await refused(409, 'CONFLICT', deleteDepartment, company.owner, {
      params: { departmentId },
    });
    expect(error.message).toMatch(/1 member/);
    await ok(placeMember, company.admin, {
      params: { companyMemberId: company.member.companyMemberId! },
      body: { departmentId: null },
    });
    await ok(deleteDepartment, company.owner, { params: { departmentId } });
    const actions = (await auditActions(company.companyId)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['organization.member_placed', 'organization.department_deleted']),
    );
  });
});

describe('managers and placement', () => {
  it('a department manager gets the role on their next request, and loses it when unassigned', async () => {
    const company = await createTestCompany(database);
    const { divisionId, departmentId } = await build(company);
    const rolesOf = async (person: TestPerson) =>
      (await ok<{ roles: string[] }>(getCurrentCompanyMember, person)).roles;
    expect(await rolesOf(company.member)).toEqual([]);

    const assigned = await ok<{ managers: { companyMemberId: string }[] }>(
      assignDepartmentManager,
      company.admin,
      {
        params: { departmentId },
        body: { companyMemberId: company.member.companyMemberId },
      },
    );
    expect(assigned.managers.map((manager) => manager.companyMemberId)).toEqual([
      company.member.companyMemberId,
    ]);
    // Twice is once.
    await ok(assignDepartmentManager, company.admin, {
      params: { departmentId },
      body: { companyMemberId: company.member.companyMemberId },
    });
    expect(
      await database.owner
        .select()
        .from(departmentRoles)
        .where(eq(departmentRoles.companyMemberId, company.member.companyMemberId!)),
    ).toHaveLength(1);
    expect(await rolesOf(company.member)).toEqual(['COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER']);

    await ok(assignDivisionManager, company.admin, {
      params: { divisionId },
      body: { companyMemberId: company.member.companyMemberId },
    });
    expect(await rolesOf(company.member)).toEqual([
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ]);

    const after = await ok<{ managers: unknown[] }>(unassignDepartmentManager, company.admin, {
      params: { departmentId, companyMemberId: company.member.companyMemberId! },
    });
    expect(after.managers).toEqual([]);
    await ok(unassignDivisionManager, company.admin, {
      params: { divisionId, companyMemberId: company.member.companyMemberId! },
    });
    expect(await rolesOf(company.member)).toEqual([]);
    await refused(404, 'NOT_FOUND', unassignDivisionManager, company.admin, {
      params: { divisionId, companyMemberId: company.member.companyMemberId! },
    });

    const actions = (await auditActions(company.companyId)).map((row) => row.action);
    expect(actions.filter((action) => action === 'organization.department_manager_assigned')).toHaveLength(1);
    expect(actions).toEqual(
      expect.arrayContaining([
        'organization.division_manager_assigned',
        'organization.department_manager_unassigned',
        'organization.division_manager_unassigned',
      ]),
    );
  });

  it('refuses a disabled member (409), another company’s member or department (404), a member caller (403)', async () => {
    const company = await createTestCompany(database);
    const other = await createTestCompany(database);
    const { departmentId } = await build(company);
    const theirs = await build(other);
    const disabled = await createMember(database, company.companyId);
    await database.owner
      .update(companyMembers)
      .set({ status: 'DISABLED' })
      .where(eq(companyMembers.id, disabled.companyMemberId!));
    const error = await refused(409, 'CONFLICT', assignDepartmentManager, company.admin, {
      params: { departmentId },
      body: { companyMemberId: disabled.companyMemberId },
    });
    expect(error.fields?.map((field) => field.path)).toEqual(['body.companyMemberId']);
    await refused(404, 'NOT_FOUND', assignDepartmentManager, company.admin, {
      params: { departmentId },
      body: { companyMemberId: other.member.companyMemberId },
    });
    await refused(404, 'NOT_FOUND', assignDepartmentManager, company.admin, {
      params: { departmentId: theirs.departmentId },
      body: { companyMemberId: company.member.companyMemberId },
    });
    await refused(403, 'FORBIDDEN', assignDepartmentManager, company.member, {
      params: { departmentId },
      body: { companyMemberId: company.member.companyMemberId },
    });
    await refused(404, 'NOT_FOUND', placeMember, company.admin, {
      params: { companyMemberId: other.member.companyMemberId! },
      body: { departmentId },
    });
    await refused(404, 'NOT_FOUND', placeMember, company.admin, {
      params: { companyMemberId: company.member.companyMemberId! },
      body: { departmentId: theirs.departmentId },
    });
    await refused(403, 'FORBIDDEN', placeMember, company.member, {
      params: { companyMemberId: company.member.companyMemberId! },
      body: { departmentId },
    });
    const invalid = await refused(400, 'VALIDATION_FAILED', placeMember, company.admin, {
      params: { companyMemberId: company.member.companyMemberId! },
      body: { departmentId: 'sales' },
    });
    expect(invalid.fields?.map((field) => field.path)).toEqual(['body.departmentId']);
    const [row] = await database.owner
      .select({ departmentId: companyMembers.departmentId })
      .from(companyMembers)
      .where(and(eq(companyMembers.id, company.member.companyMemberId!)));
    expect(row?.departmentId).toBeNull();
    expect(
      await database.owner
        .select()
        .from(departmentRoles)
        .where(eq(departmentRoles.companyId, company.companyId)),
    ).toEqual([]);
  });
});
