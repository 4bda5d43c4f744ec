import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@atrium/contract/dates';
import { getMemberList, type MemberListPage } from '@atrium/contract/human-resources';
import {
  assignDepartmentManager,
  createDepartment,
  createDivision,
  placeMember,
  type Department,
  type Division,
} from '@atrium/contract/organization';
import {
  BULK_GENERATION_MAX_ITEMS,
  BULK_RESULT_KEEP_DAYS,
  createTemplate,
  downloadBulkGeneration,
  getBulkGeneration,
  getBulkSelectionCount,
  startBulkGeneration,
  uploadNewTemplateFile,
  type BulkGeneration,
  type BulkSelectionCount,
  type BulkSelectionQuery,
  type TemplateDetail,
} from '@atrium/contract/templates';
import { companyMembers, jobProgress, users } from '../../db/schema/index.ts';
import { uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { useApiTest } from '../../test/api-test.ts';
import { createMember, errorOf, type TestCompany, type TestPerson } from '../../test/tenant-fixtures.ts';
import { until } from '../../test/until.ts';
import {
  bulkSelectionKey,
  keepBulkSelection,
  removeExpiredBulkResults,
  TEMPLATE_BULK_QUEUE,
} from './bulk-results.ts';
import { docxParagraphs, minimalDocx, zipFiles } from './minimal-docx.ts';

/*
 * Choosing who a bulk generation is for (docs/product/templates.md#choosing-who): everyone, a
 * department, a division or a filter of the member list, worked out on the server among the
 * members the caller may see, counted before the run and recorded with it.
 */

const api = useApiTest();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function template(as: TestPerson, kind: 'member' | 'leave_request' = 'member') {
  const uploaded = await uploadFile(
    api.app,
    { url: uploadNewTemplateFile.path, field: 'fileTemplate', as, contentType: DOCX, fileName: 't.docx' },
    minimalDocx(['{{member.email}}']),
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const created = await api.inject(createTemplate, {
    as,
    body: { fileId: (uploaded.json() as { id: string }).id, name: 'Letter', kind, language: 'en' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as TemplateDetail).companyUserTemplateId;
}

async function organisation(company: TestCompany) {
  const division = async (name: string) =>
    (await api.inject(createDivision, { as: company.owner, body: { name } })).json() as Division;
  const department = async (divisionId: string, name: string) =>
    (
      await api.inject(createDepartment, { as: company.owner, body: { divisionId, name } })
    ).json() as Department;
  const place = async (person: TestPerson, departmentId: string) => {
    const placed = await api.inject(placeMember, {
      as: company.owner,
      params: { companyMemberId: person.companyMemberId! },
      body: { departmentId },
    });
    expect(placed.statusCode, placed.body).toBe(200);
  };
  return { division, department, place };
}

async function count(as: TestPerson, query: BulkSelectionQuery) {
  const response = await api.inject(getBulkSelectionCount, { as, query });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as BulkSelectionCount).people;
}

async function settled(as: TestPerson, jobId: string): Promise<BulkGeneration> {
  return until(async () => {
    const answer = (await api.inject(getBulkGeneration, { as, params: { jobId } })).json() as BulkGeneration;
    return answer.state === 'completed' || answer.state === 'failed' ? answer : undefined;
  }, 60_000);
}

describe('templates: choosing who a bulk generation is for', () => {
  let company: TestCompany;
  let other: TestCompany;
  let letter: string;
  let operations: Division;
  let finance: Division;
  let sales: Department;
  let support: Department;
  let accounts: Department;
  let empty: Department;
  let foreignDepartment: Department;
  let foreignDivision: Division;
  const people: Record<'ana' | 'bojan' | 'cvetan' | 'dragan' | 'emil', TestPerson> = {} as never;

  beforeAll(async () => {
    company = await api.company({ name: 'Choice Co' });
    other = await api.company({ name: 'Elsewhere Co' });
    for (const [key, name] of [
      ['ana', 'Anastasija Sales'],
      ['bojan', 'Bojan Sales'],
      ['cvetan', 'Cvetan Support'],
      ['dragan', 'Dragan Accounts'],
      ['emil', 'Emil Left'],
    ] as const) {
      people[key] = await createMember(api.database, company.companyId, 'MEMBER', { name });
    }
    const org = await organisation(company);
    operations = await org.division('Operations');
    finance = await org.division('Finance');
    sales = await org.department(operations.divisionId, 'Sales');
    support = await org.department(operations.divisionId, 'Support');
    accounts = await org.department(finance.divisionId, 'Accounts');
    empty = await org.department(finance.divisionId, 'Nobody yet');
    await org.place(people.ana, sales.departmentId);
    await org.place(people.bojan, sales.departmentId);
    await org.place(people.emil, sales.departmentId);
    await org.place(people.cvetan, support.departmentId);
    await org.place(people.dragan, accounts.departmentId);
    // Emil has left: a department or division means its active members.
    await api.database.owner
      .update(companyMembers)
      .set({ status: 'DISABLED' })
      .where(eq(companyMembers.id, people.emil.companyMemberId!));
    const elsewhere = await organisation(other);
    foreignDivision = await elsewhere.division('Operations');
    foreignDepartment = await elsewhere.department(foreignDivision.divisionId, 'Sales');
    letter = await template(company.owner);
    await api.app.platform.jobs.startWorkers();
  });

  it('counts each kind of choice among the company’s members, active ones unless a filter says otherwise', async () => {
    // Owner, admin, member, Ana, Bojan, Cvetan and Dragan; not Emil, who has left.
    expect(await count(company.owner, { kind: 'everyone' })).toBe(7);
    expect(await count(company.owner, { kind: 'department', id: sales.departmentId })).toBe(2);
    expect(await count(company.owner, { kind: 'division', id: operations.divisionId })).toBe(3);
    expect(await count(company.owner, { kind: 'department', id: empty.departmentId })).toBe(0);
    expect(await count(company.owner, { kind: 'filter', search: 'anastasija' })).toBe(1);
    expect(await count(company.owner, { kind: 'filter', status: 'DISABLED' })).toBe(1);
    expect(await count(company.owner, { kind: 'filter', role: 'OWNER' })).toBe(1);
    // A filter without a status takes every status, as the member list does.
    expect(await count(company.owner, { kind: 'filter', search: 'emil' })).toBe(1);
    const limit = await api.inject(getBulkSelectionCount, { as: company.admin, query: { kind: 'everyone' } });
    expect(limit.json()).toEqual({ people: 7, limit: BULK_GENERATION_MAX_ITEMS });
  });

  it('generates for a department and records the choice with the run', async () => {
    const started = await api.inject(startBulkGeneration, {
      as: company.owner,
      body: { companyUserTemplateId: letter, selection: { kind: 'department', id: sales.departmentId } },
    });
    expect(started.statusCode, started.body).toBe(202);
    const selection = {
      kind: 'department',
      unit: { id: sales.departmentId, name: 'Sales' },
      filter: null,
      people: 2,
    };
    expect(started.json()).toMatchObject({ items: 2, selection });
    const { jobId } = started.json() as { jobId: string };
    const result = await settled(company.owner, jobId);
    expect(result).toMatchObject({ state: 'completed', documents: 2, selection });
    const zip = await api.inject(downloadBulkGeneration, { as: company.owner, params: { jobId } });
    const texts = zipFiles(zip.rawPayload).map((entry) => docxParagraphs(entry.data).join(''));
    expect(texts.sort()).toEqual([people.ana.email, people.bojan.email].sort());
  });

  it('generates for everyone, a division and a filter, each worked out at the start', async () => {
    const start = async (selection: object) =>
      api.inject(startBulkGeneration, {
        as: company.owner,
        body: { companyUserTemplateId: letter, selection } as never,
      });
    const everyone = await start({ kind: 'everyone' });
    expect(everyone.statusCode, everyone.body).toBe(202);
    expect(everyone.json()).toMatchObject({
      items: 7,
      selection: { kind: 'everyone', unit: null, filter: null, people: 7 },
    });
    const division = await start({ kind: 'division', id: finance.divisionId });
    expect(division.json()).toMatchObject({
      items: 1,
      selection: { kind: 'division', unit: { id: finance.divisionId, name: 'Finance' }, people: 1 },
    });
    const filtered = await start({ kind: 'filter', search: 'bojan', status: 'ACTIVE' });
    expect(filtered.json()).toMatchObject({
      items: 1,
      selection: { kind: 'filter', unit: null, filter: { search: 'bojan', status: 'ACTIVE' }, people: 1 },
    });
    const { jobId } = filtered.json() as { jobId: string };
    expect((await settled(company.owner, jobId)).selection).toMatchObject({
      kind: 'filter',
      filter: { search: 'bojan', status: 'ACTIVE' },
    });
    // Picking members one by one is one of the choices, recorded as such.
    const picked = await start({
      kind: 'members',
      ids: [people.ana.companyMemberId, people.cvetan.companyMemberId, people.ana.companyMemberId],
    });
    expect(picked.json()).toMatchObject({
      items: 2,
      selection: { kind: 'members', unit: null, filter: null, people: 2 },
    });
  });

  it('refuses a choice of nobody, naming the field', async () => {
    const refused = async (selection: object, path: string) => {
      const response = await api.inject(startBulkGeneration, {
        as: company.owner,
        body: { companyUserTemplateId: letter, selection } as never,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).fields?.[0]?.path).toBe(path);
      return errorOf(response);
    };
    await refused({ kind: 'members', ids: [] }, 'body.selection.ids');
    const nobody = await refused({ kind: 'department', id: empty.departmentId }, 'body.selection');
    expect(nobody.fields?.[0]?.message).toMatch(/covers nobody/);
    await refused({ kind: 'filter', search: 'zzz-no-such-person' }, 'body.selection');
    await refused({ kind: 'department' }, 'body.selection.id');
    await refused({ kind: 'somebody' }, 'body.selection.kind');
    // Without any choice for a member template.
    const missing = await api.inject(startBulkGeneration, {
      as: company.owner,
      body: { companyUserTemplateId: letter },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields?.[0]?.path).toBe('body.selection');
    // A choice and members named the old way at once is one too many.
    const both = await api.inject(startBulkGeneration, {
      as: company.owner,
      body: {
        companyUserTemplateId: letter,
        selection: { kind: 'everyone' },
        companyMemberIds: [people.ana.companyMemberId!],
      },
    });
    expect(both.statusCode).toBe(400);
    expect(errorOf(both).fields?.[0]?.path).toBe('body.selection');
    // A leave request template takes requests, not people.
    const requests = await api.inject(startBulkGeneration, {
      as: company.owner,
      body: {
        companyUserTemplateId: await template(company.owner, 'leave_request'),
        selection: { kind: 'everyone' },
      },
    });
    expect(requests.statusCode).toBe(400);
    expect(errorOf(requests).fields?.[0]?.path).toBe('body.selection');
    // A count of a department or division needs its id.
    const noId = await api.inject(getBulkSelectionCount, {
      as: company.owner,
      query: { kind: 'division' },
    });
    expect(noId.statusCode).toBe(400);
    expect(errorOf(noId).fields?.[0]?.path).toBe('query.id');
  });

  it('answers another company’s department or division as not found, naming the field', async () => {
    for (const selection of [
      { kind: 'department', id: foreignDepartment.departmentId },
      { kind: 'division', id: foreignDivision.divisionId },
    ] as const) {
      const started = await api.inject(startBulkGeneration, {
        as: company.owner,
        body: { companyUserTemplateId: letter, selection },
      });
      expect(started.statusCode, started.body).toBe(404);
      expect(errorOf(started).fields?.[0]?.path).toBe('body.selection.id');
      // Nothing of the other company shows: not its name, not its people.
      expect(started.body).not.toContain('Elsewhere');
      const counted = await api.inject(getBulkSelectionCount, { as: company.owner, query: selection });
      expect(counted.statusCode).toBe(404);
      expect(errorOf(counted).fields?.[0]?.path).toBe('query.id');
    }
    // The other company's owner does not reach this company's units either.
    const reversed = await api.inject(getBulkSelectionCount, {
      as: other.owner,
      query: { kind: 'department', id: sales.departmentId },
    });
    expect(reversed.statusCode).toBe(404);
  });

  it('refuses a member without the right on the server, and a company without human resources', async () => {
    const asMember = await api.inject(startBulkGeneration, {
      as: company.member,
      body: { companyUserTemplateId: letter, selection: { kind: 'everyone' } },
    });
    expect(asMember.statusCode).toBe(403);
    const countAsMember = await api.inject(getBulkSelectionCount, {
      as: company.member,
      query: { kind: 'everyone' },
    });
    expect(countAsMember.statusCode).toBe(403);

    const withoutHr = await api.company({ name: 'No HR Co', modules: ['TEMPLATE_GENERATION'] });
    const countWithoutHr = await api.inject(getBulkSelectionCount, {
      as: withoutHr.owner,
      query: { kind: 'everyone' },
    });
    expect(countWithoutHr.statusCode).toBe(403);
    expect(errorOf(countWithoutHr).code).toBe('MODULE_NOT_SUBSCRIBED');
  });

  it('reaches only the members a department manager may see, as the member list does', async () => {
    const assigned = await api.inject(assignDepartmentManager, {
      as: company.owner,
      params: { departmentId: sales.departmentId },
      body: { companyMemberId: people.ana.companyMemberId! },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const listed = (
      await api.inject(getMemberList, { as: people.ana, query: { status: 'ACTIVE' } })
    ).json() as MemberListPage;
    const everyone = await count(people.ana, { kind: 'everyone' });
    expect(everyone).toBe(listed.total);
    expect(everyone).toBeLessThan(7);

    const started = await api.inject(startBulkGeneration, {
      as: people.ana,
      body: { companyUserTemplateId: letter, selection: { kind: 'everyone' } },
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ items: listed.total });
    const { jobId } = started.json() as { jobId: string };
    const result = await settled(people.ana, jobId);
    const zip = await api.inject(downloadBulkGeneration, { as: people.ana, params: { jobId } });
    const made = zipFiles(zip.rawPayload).map((entry) => docxParagraphs(entry.data).join(''));
    expect(made.length).toBe(result.documents);
    expect(made).not.toContain(people.dragan.email);
    expect(made).not.toContain(company.owner.email);

    // A division outside her reach covers nobody she may generate for.
    expect(await count(people.ana, { kind: 'division', id: finance.divisionId })).toBe(0);
    const outside = await api.inject(startBulkGeneration, {
      as: people.ana,
      body: { companyUserTemplateId: letter, selection: { kind: 'division', id: finance.divisionId } },
    });
    expect(outside.statusCode).toBe(400);
    expect(errorOf(outside).fields?.[0]?.path).toBe('body.selection');
  });

  it('refuses a choice over the limit with the count and the limit', async () => {
    const big = await api.company({ name: 'Big Co' });
    const bigLetter = await template(big.owner);
    const extra = BULK_GENERATION_MAX_ITEMS - 1;
    const rows = await api.database.owner
      .insert(users)
      .values(
        Array.from({ length: extra }, (_, index) => ({
          issuer: 'https://idp.test',
          subject: `big-${big.companyId}-${index}`,
          email: `big-${index}-${big.companyId.slice(0, 8)}@example.test`,
          name: `Big ${index}`,
        })),
      )
      .returning({ id: users.id });
    await api.database.owner
      .insert(companyMembers)
      .values(rows.map((row) => ({ companyId: big.companyId, userId: row.id, role: 'MEMBER' as const })));
    // Owner, admin and member besides: one more than a run makes.
    const over = BULK_GENERATION_MAX_ITEMS + 2;
    expect(await count(big.owner, { kind: 'everyone' })).toBe(over);
    const refused = await api.inject(startBulkGeneration, {
      as: big.owner,
      body: { companyUserTemplateId: bigLetter, selection: { kind: 'everyone' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields?.[0]).toMatchObject({
      path: 'body.selection',
      message: `covers ${over} people; one run makes at most ${BULK_GENERATION_MAX_ITEMS} documents`,
    });
    const ids = [...rows.map(() => randomUUID()), randomUUID(), randomUUID()];
    const tooMany = await api.inject(startBulkGeneration, {
      as: big.owner,
      body: { companyUserTemplateId: bigLetter, selection: { kind: 'members', ids } },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields?.[0]).toMatchObject({
      path: 'body.selection.ids',
      message: `names ${ids.length} people; one run makes at most ${BULK_GENERATION_MAX_ITEMS} documents`,
    });
    // Narrowed to the limit, the same company may run.
    await api.database.owner
      .update(companyMembers)
      .set({ status: 'DISABLED' })
      .where(
        inArray(
          companyMembers.userId,
          rows.slice(0, 2).map((row) => row.id),
        ),
      );
    expect(await count(big.owner, { kind: 'everyone' })).toBe(BULK_GENERATION_MAX_ITEMS);
  });

  it('keeps the choice of a run that never made a ZIP only for the kept days', async () => {
    const storage = api.app.platform.storage;
    const jobId = randomUUID();
    await api.database.owner
      .insert(jobProgress)
      .values({ jobId, companyId: company.companyId, queue: TEMPLATE_BULK_QUEUE, state: 'failed' });
    await keepBulkSelection(storage, company.companyId, jobId, {
      kind: 'everyone',
      unit: null,
      filter: null,
      people: 7,
    });
    const key = bulkSelectionKey(company.companyId, jobId);
    const cleanup = (days: number) =>
      removeExpiredBulkResults({ database: api.database, storage }, addDays(new Date(), days));
    await cleanup(BULK_RESULT_KEEP_DAYS - 1);
    expect(await storage.exists(key)).toBe(true);
    await cleanup(BULK_RESULT_KEEP_DAYS + 1);
    expect(await storage.exists(key)).toBe(false);
  });
});
