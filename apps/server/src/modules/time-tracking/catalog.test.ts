import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { call, createTestCompany, errorOf, type TestCompany } from '../../test/tenant-fixtures.ts';
import { countingDatabase, type CountingDatabase } from './test/query-counter.ts';
import { createCatalog, insertActivity } from './test/time-tracking-fixtures.ts';

const withId = (path: string, name: string, id: string) => path.replace(`:${name}`, id);

describe('clients, projects and action types', () => {
  let database: TestDatabase;
  let counting: CountingDatabase;
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    database = await createTestDatabase();
    counting = countingDatabase(database);
    testApp = await createTestApp({ database: counting.database });
    company = await createTestCompany(database);
    other = await createTestCompany(database, { name: 'Other' });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });
  const app = () => testApp.app;

  it('ADMIN/OWNER create, rename and archive clients; members read only the active ones', async () => {
    const created = await call(app(), {
      method: 'POST',
      url: createClient.path,
      as: company.admin,
      body: { name: '  Globex  ', description: 'Big' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const client = clientSchema.parse(created.json());
    expect(client).toMatchObject({ name: 'Globex', description: 'Big', archived: false, projectCount: 0 });

    const taken = await call(app(), {
      method: 'POST',
      url: createClient.path,
      as: company.owner,
      body: { name: 'GLOBEX' },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toEqual([{ path: 'body.name', message: 'is already taken' }]);
    // Another company may use the same name.
    expect(
      (
        await call(app(), {
          method: 'POST',
          url: createClient.path,
          as: other.owner,
          body: { name: 'Globex' },
        })
      ).statusCode,
    ).toBe(201);

    const empty = await call(app(), {
      method: 'POST',
      url: createClient.path,
      as: company.owner,
      body: { name: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.[0]?.path).toBe('body.name');

    const byMember = await call(app(), {
      method: 'POST',
      url: createClient.path,
      as: company.member,
      body: { name: 'Nope' },
    });
    expect(byMember.statusCode).toBe(403);

    const url = withId(updateClient.path, 'clientId', client.clientId);
    const archived = await call(app(), {
      method: 'PUT',
      url,
      as: company.owner,
      body: { name: 'Globex Corp', archived: true },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ name: 'Globex Corp', archived: true, description: '' });

    counting.reset();
    const memberList = await call(app(), { method: 'GET', url: getClients.path, as: company.member });
    expect(counting.count).toBeLessThanOrEqual(2);
    expect(memberList.json().map((entry: { name: string }) => entry.name)).not.toContain('Globex Corp');
    const adminList = await call(app(), {
      method: 'GET',
      url: getClients.path,
      as: company.admin,
      query: { includeArchived: 'true' },
    });
    expect(adminList.json().map((entry: { name: string }) => entry.name)).toContain('Globex Corp');
    expect(
      (
        await call(app(), {
          method: 'GET',
          url: getClients.path,
          as: company.member,
          query: { includeArchived: 'true' },
        })
      ).statusCode,
    ).toBe(403);
    const detail = withId(getClientById.path, 'clientId', client.clientId);
    expect((await call(app(), { method: 'GET', url: detail, as: company.member })).statusCode).toBe(404);
    expect((await call(app(), { method: 'GET', url: detail, as: company.admin })).statusCode).toBe(200);
    expect((await call(app(), { method: 'GET', url: detail, as: other.owner })).statusCode).toBe(404);
    expect(
      (await call(app(), { method: 'PUT', url, as: other.owner, body: { name: 'Mine' } })).statusCode,
    ).toBe(404);
  });

  it('projects: created under a client with colour and budget, validated, listed by client and name', async () => {
    const catalog = await createCatalog(database, company.companyId, 'Initech');
    const created = await call(app(), {
      method: 'POST',
      url: createProject.path,
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

    const bad = await call(app(), {
      method: 'POST',
      url: createProject.path,
      as: company.owner,
      body: { clientId: catalog.clientId, name: 'X', colour: 'red', budgetHours: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      errorOf(bad)
        .fields?.map((field) => field.path)
        .sort(),
    ).toEqual(['body.budgetHours', 'body.colour']);

    const foreignClient = await createCatalog(database, other.companyId, 'Foreign');
    const foreign = await call(app(), {
      method: 'POST',
      url: createProject.path,
      as: company.owner,
      body: { clientId: foreignClient.clientId, name: 'Sneaky', colour: '#000000' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).fields).toEqual([{ path: 'body.clientId', message: 'no such client' }]);

    const duplicate = await call(app(), {
      method: 'POST',
      url: createProject.path,
      as: company.admin,
      body: { clientId: catalog.clientId, name: 'migration', colour: '#000000' },
    });
    expect(duplicate.statusCode).toBe(409);

    counting.reset();
    const list = await call(app(), {
      method: 'GET',
      url: getProjects.path,
      as: company.member,
      query: { clientId: catalog.clientId },
    });
    expect(counting.count).toBeLessThanOrEqual(2);
    expect(list.json().map((entry: { name: string }) => entry.name)).toEqual([
      expect.stringMatching(/^Initech App/),
      expect.stringMatching(/^Initech Website/),
      'Migration',
    ]);

    // A client archived: its projects count as archived and leave the member's list.
    await database.owner.update(clients).set({ archived: true }).where(eq(clients.id, catalog.clientId));
    const afterArchive = await call(app(), {
      method: 'GET',
      url: getProjects.path,
      as: company.member,
      query: { clientId: catalog.clientId },
    });
    expect(afterArchive.json()).toEqual([]);
    const detail = withId(getProjectById.path, 'projectId', project.projectId);
    expect((await call(app(), { method: 'GET', url: detail, as: company.admin })).json().archived).toBe(true);
    expect((await call(app(), { method: 'GET', url: detail, as: company.member })).statusCode).toBe(404);
  });

  it('refuses to delete a project, client or action type with recorded time (409: archive it), deletes unused ones', async () => {
    const catalog = await createCatalog(database, company.companyId, 'Used');
    await insertActivity(database, company.member, {
      start: '2026-02-02T09:00:00Z',
      end: '2026-02-02T10:00:00Z',
      projectId: catalog.projectId,
      actionTypeId: catalog.actionTypeId,
    });
    for (const url of [
      withId(deleteProject.path, 'projectId', catalog.projectId),
      withId(deleteClient.path, 'clientId', catalog.clientId),
      withId(deleteActionType.path, 'actionTypeId', catalog.actionTypeId),
    ]) {
      const response = await call(app(), { method: 'DELETE', url, as: company.owner });
      expect(response.statusCode, url).toBe(409);
      expect(errorOf(response).message).toContain('Archive it instead');
    }
    expect(
      await database.owner.select().from(projects).where(eq(projects.id, catalog.projectId)),
    ).toHaveLength(1);

    // Archiving works where deleting does not.
    const archive = await call(app(), {
      method: 'PUT',
      url: withId(updateProject.path, 'projectId', catalog.projectId),
      as: company.admin,
      body: { clientId: catalog.clientId, name: 'Used Website', colour: '#228be6', archived: true },
    });
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.json().archived).toBe(true);

    // The unused project goes; so does an unused action type.
    const unused = await call(app(), {
      method: 'DELETE',
      url: withId(deleteProject.path, 'projectId', catalog.otherProjectId),
      as: company.admin,
    });
    expect(unused.statusCode).toBe(204);
    expect(
      await database.owner.select().from(projects).where(eq(projects.id, catalog.otherProjectId)),
    ).toEqual([]);
    const unusedType = await call(app(), {
      method: 'DELETE',
      url: withId(deleteActionType.path, 'actionTypeId', catalog.otherActionTypeId),
      as: company.owner,
    });
    expect(unusedType.statusCode).toBe(204);
    // A client without recorded time goes with its projects.
    const fresh = await createCatalog(database, company.companyId, 'Fresh');
    expect(
      (
        await call(app(), {
          method: 'DELETE',
          url: withId(deleteClient.path, 'clientId', fresh.clientId),
          as: company.owner,
        })
      ).statusCode,
    ).toBe(204);
    expect(await database.owner.select().from(projects).where(eq(projects.clientId, fresh.clientId))).toEqual(
      [],
    );
    // Another company's: not found, untouched; a member: forbidden.
    expect(
      (
        await call(app(), {
          method: 'DELETE',
          url: withId(deleteProject.path, 'projectId', catalog.projectId),
          as: other.owner,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(app(), {
          method: 'DELETE',
          url: withId(deleteProject.path, 'projectId', catalog.projectId),
          as: company.member,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('action types: every company starts with the defaults, managed by ADMIN/OWNER', async () => {
    const fresh = await createTestCompany(database);
    const response = await call(app(), { method: 'GET', url: getActionTypes.path, as: fresh.member });
    expect(response.statusCode).toBe(200);
    const names = actionTypeSchema
      .array()
      .parse(response.json())
      .map((entry) => entry.name);
    expect(names.sort()).toEqual([...DEFAULT_ACTION_TYPES].sort());
    // Asking again adds nothing.
    const again = await call(app(), { method: 'GET', url: getActionTypes.path, as: fresh.owner });
    expect(again.json()).toHaveLength(DEFAULT_ACTION_TYPES.length);

    const created = await call(app(), {
      method: 'POST',
      url: createActionType.path,
      as: fresh.admin,
      body: { name: 'Testing' },
    });
    expect(created.statusCode).toBe(201);
    const duplicate = await call(app(), {
      method: 'POST',
      url: createActionType.path,
      as: fresh.admin,
      body: { name: 'meeting' },
    });
    expect(duplicate.statusCode).toBe(409);
    const archived = await call(app(), {
      method: 'PUT',
      url: withId(updateActionType.path, 'actionTypeId', created.json().actionTypeId),
      as: fresh.owner,
      body: { name: 'Testing', archived: true },
    });
    expect(archived.json()).toMatchObject({ archived: true });
    const list = await call(app(), { method: 'GET', url: getActionTypes.path, as: fresh.member });
    expect(list.json().map((entry: { name: string }) => entry.name)).not.toContain('Testing');
    expect(
      (
        await call(app(), {
          method: 'POST',
          url: createActionType.path,
          as: fresh.member,
          body: { name: 'Mine' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
