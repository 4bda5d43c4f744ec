import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ACTION_TYPES,
  actionTypeSchema,
  clientSchema,
  createActionType,
  createClient,
  createProject,
  deleteActionType,
  deleteClient,
  deleteProject,
  getActionTypes,
  getClientById,
  getClients,
  getProjectById,
  getProjects,
  projectSchema,
  updateActionType,
  updateClient,
  updateProject,
} from '@atrium/contract/time-tracking';
import { clients, projects } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import { errorOf, type TestCompany } from '../../test/tenant-fixtures.ts';
import { createCatalog, insertActivity } from './test/time-tracking-fixtures.ts';

describe('clients, projects and action types', () => {
  const api = useApiTest();
  const counting = api.queries;
  let company: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
  });

  it('ADMIN/OWNER create, rename and archive clients; members read only the active ones', async () => {
    const created = await api.inject(createClient, {
      as: company.admin,
      body: { name: '  Globex  ', description: 'Big' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const client = clientSchema.parse(created.json());
    expect(client).toMatchObject({ name: 'Globex', description: 'Big', archived: false, projectCount: 0 });

    const taken = await api.inject(createClient, { as: company.owner, body: { name: 'GLOBEX' } });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toEqual([{ path: 'body.name', message: 'is already taken' }]);
    // Another company may use the same name.
    expect((await api.inject(createClient, { as: other.owner, body: { name: 'Globex' } })).statusCode).toBe(
      201,
    );

    const empty = await api.inject(createClient, { as: company.owner, body: { name: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.[0]?.path).toBe('body.name');

    const byMember = await api.inject(createClient, { as: company.member, body: { name: 'Nope' } });
    expect(byMember.statusCode).toBe(403);

    const clientParams = { clientId: client.clientId };
    const archived = await api.inject(updateClient, {
      params: clientParams,
      as: company.owner,
      body: { name: 'Globex Corp', archived: true },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ name: 'Globex Corp', archived: true, description: '' });

    counting.reset();
    const memberList = await api.inject(getClients, { as: company.member });
    expect(counting.count).toBeLessThanOrEqual(2);
    expect(memberList.json().map((entry: { name: string }) => entry.name)).not.toContain('Globex Corp');
    const adminList = await api.inject(getClients, { as: company.admin, query: { includeArchived: 'true' } });
    expect(adminList.json().map((entry: { name: string }) => entry.name)).toContain('Globex Corp');
    expect(
      (await api.inject(getClients, { as: company.member, query: { includeArchived: 'true' } })).statusCode,
    ).toBe(403);
    const detail = { params: clientParams };
    expect((await api.inject(getClientById, { ...detail, as: company.member })).statusCode).toBe(404);
    expect((await api.inject(getClientById, { ...detail, as: company.admin })).statusCode).toBe(200);
    expect((await api.inject(getClientById, { ...detail, as: other.owner })).statusCode).toBe(404);
    expect(
      (await api.inject(updateClient, { params: clientParams, as: other.owner, body: { name: 'Mine' } }))
        .statusCode,
    ).toBe(404);
  });

  it('projects: created under a client with colour and budget, validated, listed by client and name', async () => {
    const catalog = await createCatalog(api.database, company.companyId, 'Initech');
    const created = await api.inject(createProject, {
      as: company.owner,
      body: { clientId: catalog.clientId, name: 'Migration', colour: '#FA5252', budgetHours: 40.5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const project = projectSchema.parse(created.json());
    expect(project).toMatchObject({
      name: 'Migration',
      colour: '#fa5252',
      budgetHours: 40.5,
      archived: false,
    });

    const bad = await api.inject(createProject, {
      as: company.owner,
      body: { clientId: catalog.clientId, name: 'X', colour: 'red', budgetHours: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      errorOf(bad)
        .fields?.map((field) => field.path)
        .sort(),
    ).toEqual(['body.budgetHours', 'body.colour']);

    const foreignClient = await createCatalog(api.database, other.companyId, 'Foreign');
    const foreign = await api.inject(createProject, {
      as: company.owner,
      body: { clientId: foreignClient.clientId, name: 'Sneaky', colour: '#000000' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).fields).toEqual([{ path: 'body.clientId', message: 'no such client' }]);

    const duplicate = await api.inject(createProject, {
      as: company.admin,
      body: { clientId: catalog.clientId, name: 'migration', colour: '#000000' },
    });
    expect(duplicate.statusCode).toBe(409);

    counting.reset();
    const list = await api.inject(getProjects, { as: company.member, query: { clientId: catalog.clientId } });
    expect(counting.count).toBeLessThanOrEqual(2);
    expect(list.json().map((entry: { name: string }) => entry.name)).toEqual([
      expect.stringMatching(/^Initech App/),
      expect.stringMatching(/^Initech Website/),
      'Migration',
    ]);

    // A client archived: its projects count as archived and leave the member's list.
    await api.database.owner.update(clients).set({ archived: true }).where(eq(clients.id, catalog.clientId));
    const afterArchive = await api.inject(getProjects, {
      as: company.member,
      query: { clientId: catalog.clientId },
    });
    expect(afterArchive.json()).toEqual([]);
    const detail = { params: { projectId: project.projectId } };
    expect((await api.inject(getProjectById, { ...detail, as: company.admin })).json().archived).toBe(true);
    expect((await api.inject(getProjectById, { ...detail, as: company.member })).statusCode).toBe(404);
  });

  it('refuses to delete a project, client or action type with recorded time (409: archive it), deletes unused ones', async () => {
    const catalog = await createCatalog(api.database, company.companyId, 'Used');
    await insertActivity(api.database, company.member, {
      start: '2026-02-02T09:00:00Z',
      end: '2026-02-02T10:00:00Z',
      projectId: catalog.projectId,
      actionTypeId: catalog.actionTypeId,
    });
    for (const response of [
      await api.inject(deleteProject, { params: { projectId: catalog.projectId }, as: company.owner }),
      await api.inject(deleteClient, { params: { clientId: catalog.clientId }, as: company.owner }),
      await api.inject(deleteActionType, {
        params: { actionTypeId: catalog.actionTypeId },
        as: company.owner,
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(errorOf(response).message).toContain('Archive it instead');
    }
    expect(
      await api.database.owner.select().from(projects).where(eq(projects.id, catalog.projectId)),
    ).toHaveLength(1);

    // Archiving works where deleting does not.
    const archive = await api.inject(updateProject, {
      params: { projectId: catalog.projectId },
      as: company.admin,
      body: { clientId: catalog.clientId, name: 'Used Website', colour: '#228be6', archived: true },
    });
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.json().archived).toBe(true);

    // The unused project goes; so does an unused action type.
    const unused = await api.inject(deleteProject, {
      params: { projectId: catalog.otherProjectId },
      as: company.admin,
    });
    expect(unused.statusCode).toBe(204);
    expect(
      await api.database.owner.select().from(projects).where(eq(projects.id, catalog.otherProjectId)),
    ).toEqual([]);
    const unusedType = await api.inject(deleteActionType, {
      params: { actionTypeId: catalog.otherActionTypeId },
      as: company.owner,
    });
    expect(unusedType.statusCode).toBe(204);
    // A client without recorded time goes with its projects.
    const fresh = await createCatalog(api.database, company.companyId, 'Fresh');
    expect(
      (await api.inject(deleteClient, { params: { clientId: fresh.clientId }, as: company.owner }))
        .statusCode,
    ).toBe(204);
    expect(
      await api.database.owner.select().from(projects).where(eq(projects.clientId, fresh.clientId)),
    ).toEqual([]);
    // Another company's: not found, untouched; a member: forbidden.
    expect(
      (await api.inject(deleteProject, { params: { projectId: catalog.projectId }, as: other.owner }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.inject(deleteProject, { params: { projectId: catalog.projectId }, as: company.member }))
        .statusCode,
    ).toBe(403);
  });

  it('action types: every company starts with the defaults, managed by ADMIN/OWNER', async () => {
    const fresh = await api.company();
    const response = await api.inject(getActionTypes, { as: fresh.member });
    expect(response.statusCode).toBe(200);
    const names = actionTypeSchema
      .array()
      .parse(response.json())
      .map((entry) => entry.name);
    expect(names.sort()).toEqual([...DEFAULT_ACTION_TYPES].sort());
    // Asking again adds nothing.
    const again = await api.inject(getActionTypes, { as: fresh.owner });
    expect(again.json()).toHaveLength(DEFAULT_ACTION_TYPES.length);

    const created = await api.inject(createActionType, { as: fresh.admin, body: { name: 'Testing' } });
    expect(created.statusCode).toBe(201);
    const duplicate = await api.inject(createActionType, { as: fresh.admin, body: { name: 'meeting' } });
    expect(duplicate.statusCode).toBe(409);
    const archived = await api.inject(updateActionType, {
      params: { actionTypeId: created.json().actionTypeId },
      as: fresh.owner,
      body: { name: 'Testing', archived: true },
    });
    expect(archived.json()).toMatchObject({ archived: true });
    const list = await api.inject(getActionTypes, { as: fresh.member });
    expect(list.json().map((entry: { name: string }) => entry.name)).not.toContain('Testing');
    expect(
      (await api.inject(createActionType, { as: fresh.member, body: { name: 'Mine' } })).statusCode,
    ).toBe(403);
  });
});
