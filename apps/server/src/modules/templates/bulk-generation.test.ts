import { eq, and } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@atrium/contract/dates';
import {
  BULK_RESULT_KEEP_DAYS,
  createTemplate,
  downloadBulkGeneration,
  getBulkGeneration,
  getLeaveRequestChoices,
  getTemplates,
  startBulkGeneration,
  uploadNewTemplateFile,
  type BulkGeneration,
  type LeaveRequestChoice,
  type TemplateDetail,
} from '@atrium/contract/templates';
import { companyMembers, leaveRequests, leaveTypes, storedFiles } from '../../db/schema/index.ts';
import { QUOTAS } from '../../platform/quotas/quotas.ts';
import { uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { useApiTest } from '../../test/api-test.ts';
import { createMember, errorOf, type TestCompany, type TestPerson } from '../../test/tenant-fixtures.ts';
import { until } from '../../test/until.ts';
import { bulkResultKey, bulkSelectionKey, bulkZipKey, removeExpiredBulkResults } from './bulk-results.ts';
import { BulkZip } from './bulk-zip.ts';
import { docxParagraphs, minimalDocx, zipFiles } from './minimal-docx.ts';

const api = useApiTest();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function template(
  as: TestPerson,
  lines: Parameters<typeof minimalDocx>[0],
  kind: 'member' | 'leave_request' = 'member',
) {
  const uploaded = await uploadFile(
    api.app,
    { url: uploadNewTemplateFile.path, field: 'fileTemplate', as, contentType: DOCX, fileName: 't.docx' },
    minimalDocx(lines),
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const created = await api.inject(createTemplate, {
    as,
    body: { fileId: (uploaded.json() as { id: string }).id, name: 'Certificate', kind, language: 'en' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as TemplateDetail;
}

async function settled(as: TestPerson, jobId: string) {
  return until(async () => {
    const answer = (await api.inject(getBulkGeneration, { as, params: { jobId } })).json() as BulkGeneration;
    return answer.state === 'completed' || answer.state === 'failed' ? answer : undefined;
  }, 60_000);
}

async function zipOf(as: TestPerson, jobId: string) {
  const response = await api.inject(downloadBulkGeneration, { as, params: { jobId } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toContain('attachment');
  return zipFiles(response.rawPayload).map((entry) => ({
    name: entry.name,
    text: docxParagraphs(entry.data).join('\n'),
  }));
}

describe('templates: bulk generation', () => {
  let company: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    company = await api.company({ name: 'Bulk Co' });
    other = await api.company({ name: 'Other Co' });
  });

  it('makes one document per member; an item that fails is reported and the rest are still made', async () => {
    const certificate = await template(company.owner, ['{{company.name}} certifies {{member.email}}.']);
    const leaver = await createMember(api.database, company.companyId);
    const started = await api.inject(startBulkGeneration, {
      as: company.owner,
      body: {
        companyUserTemplateId: certificate.companyUserTemplateId,
        companyMemberIds: [
          company.member.companyMemberId!,
          company.admin.companyMemberId!,
          leaver.companyMemberId!,
          company.member.companyMemberId!,
        ],
      },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId, items } = started.json() as { jobId: string; items: number };
    expect(items).toBe(3);
    // The member leaves before the job runs: their document fails, the others are made.
    await api.database.owner.delete(companyMembers).where(eq(companyMembers.id, leaver.companyMemberId!));
    await api.app.platform.jobs.startWorkers();

    const result = await settled(company.owner, jobId);
    expect(result).toMatchObject({ state: 'completed', total: 3, done: 3, documents: 2 });
    expect(result.failures).toEqual([
      { id: leaver.companyMemberId, name: '', message: expect.stringMatching(/not found/i) },
    ]);
    expect(result.url).toBe(`/api/Templates/bulk/${jobId}/zip`);
    const files = await zipOf(company.owner, jobId);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.name.endsWith('.docx'))).toBe(true);
    expect(files.map((file) => file.text).sort()).toEqual(
      [company.admin.email, company.member.email].map((email) => `Bulk Co certifies ${email}.`).sort(),
    );
  });

  it('is safe to run again: a second run makes its own complete ZIP', async () => {
    const certificate = await template(company.owner, ['{{member.email}}']);
    await api.app.platform.jobs.startWorkers();
    const body = {
      companyUserTemplateId: certificate.companyUserTemplateId,
      companyMemberIds: [company.member.companyMemberId!, company.admin.companyMemberId!],
    };
    const first = (await api.inject(startBulkGeneration, { as: company.admin, body })).json() as {
      jobId: string;
    };
    const second = (await api.inject(startBulkGeneration, { as: company.admin, body })).json() as {
      jobId: string;
    };
    expect(second.jobId).not.toBe(first.jobId);
    for (const run of [first, second]) {
      expect(await settled(company.admin, run.jobId)).toMatchObject({ state: 'completed', documents: 2 });
      const files = await zipOf(company.admin, run.jobId);
      expect(files.map((file) => file.text).sort()).toEqual(
        [company.admin.email, company.member.email].sort(),
      );
    }
    // Another person's job, even an OWNER of the same company, is not found.
    expect(
      (await api.inject(getBulkGeneration, { as: company.owner, params: { jobId: first.jobId } })).statusCode,
    ).toBe(404);
  });

  it('refuses missing items (400 naming the field), other companies (404) and members (403)', async () => {
    const certificate = await template(company.owner, ['{{member.email}}']);
    const missing = await api.inject(startBulkGeneration, {
      as: company.owner,
      body: { companyUserTemplateId: certificate.companyUserTemplateId },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields?.[0]?.path).toBe('body.selection');

    const foreignMember = await api.inject(startBulkGeneration, {
      as: company.owner,
      body: {
        companyUserTemplateId: certificate.companyUserTemplateId,
        companyMemberIds: [company.member.companyMemberId!, other.member.companyMemberId!],
      },
    });
    expect(foreignMember.statusCode).toBe(404);
    expect(errorOf(foreignMember).fields?.[0]?.path).toBe('body.companyMemberIds');

    const foreignTemplate = await api.inject(startBulkGeneration, {
      as: other.owner,
      body: {
        companyUserTemplateId: certificate.companyUserTemplateId,
        companyMemberIds: [other.member.companyMemberId!],
      },
    });
    expect(foreignTemplate.statusCode).toBe(404);

    const asMember = await api.inject(startBulkGeneration, {
      as: company.member,
      body: {
        companyUserTemplateId: certificate.companyUserTemplateId,
        companyMemberIds: [company.member.companyMemberId!],
      },
    });
    expect(asMember.statusCode).toBe(403);

    const started = (
      await api.inject(startBulkGeneration, {
        as: company.owner,
        body: {
          companyUserTemplateId: certificate.companyUserTemplateId,
          companyMemberIds: [company.member.companyMemberId!],
        },
      })
    ).json() as { jobId: string };
    expect(
      (await api.inject(getBulkGeneration, { as: other.owner, params: { jobId: started.jobId } })).statusCode,
    ).toBe(404);
    expect(
      (await api.inject(downloadBulkGeneration, { as: other.owner, params: { jobId: started.jobId } }))
        .statusCode,
    ).toBe(404);
  });

  it('lists the leave requests a manager may choose and makes documents for a period', async () => {
    const [type] = await api.database.owner
      .insert(leaveTypes)
      .values({
        companyId: company.companyId,
        names: { en: 'Annual' },
        colour: '#228be6',
        category: 'vacation',
      })
      .returning();
    const request = async (person: TestPerson, day: string, status: 'approved' | 'pending') => {
      const [row] = await api.database.owner
        .insert(leaveRequests)
        .values({
          companyId: company.companyId,
          memberId: person.companyMemberId!,
          leaveTypeId: type!.id,
          startsOn: day,
          endsOn: day,
          requestedMinutes: 480,
          status,
        })
        .returning({ id: leaveRequests.id });
      return row!.id;
    };
    const july = await request(company.member, '2026-07-06', 'approved');
    const august = await request(company.admin, '2026-08-03', 'approved');
    await request(company.member, '2026-07-07', 'pending');

    const all = await api.inject(getLeaveRequestChoices, { as: company.owner, query: {} });
    expect(all.statusCode, all.body).toBe(200);
    expect((all.json() as LeaveRequestChoice[]).map((row) => row.startsOn)).toEqual([
      '2026-08-03',
      '2026-07-07',
      '2026-07-06',
    ]);
    const inJuly = (
      await api.inject(getLeaveRequestChoices, {
        as: company.owner,
        query: { from: '2026-07-01', to: '2026-07-31', search: company.member.email.slice(0, 8) },
      })
    ).json() as LeaveRequestChoice[];
    expect(inJuly.map((row) => row.leaveRequestId)).toContain(july);
    expect(inJuly.map((row) => row.leaveRequestId)).not.toContain(august);
    expect(inJuly[0]).toMatchObject({
      leaveType: { en: 'Annual' },
      companyMemberId: company.member.companyMemberId,
    });
    // Another company sees none of them.
    expect((await api.inject(getLeaveRequestChoices, { as: other.owner, query: {} })).json()).toEqual([]);

    const letter = await template(company.owner, ['{{member.email}} {{leave.startDate}}'], 'leave_request');
    await api.app.platform.jobs.startWorkers();
    const noPeriod = await api.inject(startBulkGeneration, {
      as: company.owner,
      body: { companyUserTemplateId: letter.companyUserTemplateId },
    });
    expect(noPeriod.statusCode).toBe(400);
    expect(errorOf(noPeriod).fields?.[0]?.path).toBe('body.leaveRequestIds');
    const started = await api.inject(startBulkGeneration, {
      as: company.owner,
      body: {
        companyUserTemplateId: letter.companyUserTemplateId,
        period: { from: '2026-07-01', to: '2026-07-31' },
      },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId, items } = started.json() as { jobId: string; items: number };
    expect(items).toBe(1);
    expect(await settled(company.owner, jobId)).toMatchObject({ state: 'completed', documents: 1 });
    expect((await zipOf(company.owner, jobId)).map((file) => file.text)).toEqual([
      `${company.member.email} 6 Jul 2026`,
    ]);
  });
});

describe('templates: bulk results are kept for a while and count in the storage', () => {
  const cleanup = (now = new Date()) =>
    removeExpiredBulkResults({ database: api.database, storage: api.app.platform.storage }, now);

  async function run(company: TestCompany) {
    const certificate = await template(company.owner, ['{{member.email}}']);
    await api.app.platform.jobs.startWorkers();
    const started = await api.inject(startBulkGeneration, {
      as: company.owner,
      body: {
        companyUserTemplateId: certificate.companyUserTemplateId,
        companyMemberIds: [company.member.companyMemberId!],
      },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json() as { jobId: string };
    expect(await settled(company.owner, jobId)).toMatchObject({ state: 'completed', documents: 1 });
    return jobId;
  }

  const zipRow = async (companyId: string, jobId: string) =>
    (
      await api.database.owner
        .select()
        .from(storedFiles)
        .where(
          and(eq(storedFiles.companyId, companyId), eq(storedFiles.storageKey, bulkZipKey(companyId, jobId))),
        )
    )[0];

  it('counts the ZIP as a stored file, and the cleanup removes it after the kept days, only then and only its own', async () => {
    const expiring = await api.company({ name: 'Expiring Co' });
    const kept = await api.company({ name: 'Kept Co' });
    const oldJob = await run(expiring);
    const freshJob = await run(kept);
    const storage = api.app.platform.storage;

    const answer = (
      await api.inject(getBulkGeneration, { as: expiring.owner, params: { jobId: oldJob } })
    ).json() as BulkGeneration;
    const row = await zipRow(expiring.companyId, oldJob);
    expect(row).toMatchObject({ kind: 'file', contentType: 'application/zip' });
    expect(answer.expired).toBe(false);
    expect(new Date(answer.expiresAt!).getTime()).toBe(
      addDays(row!.createdAt, BULK_RESULT_KEEP_DAYS).getTime(),
    );
    const download = await api.inject(downloadBulkGeneration, {
      as: expiring.owner,
      params: { jobId: oldJob },
    });
    expect(download.rawPayload.length).toBe(row!.size);

    // A day before its time nothing goes.
    await cleanup(addDays(row!.createdAt, BULK_RESULT_KEEP_DAYS - 1));
    expect(await zipRow(expiring.companyId, oldJob)).toBeDefined();

    // One company's result grows old; the other's was just made.
    await api.database.owner
      .update(storedFiles)
      .set({ createdAt: addDays(new Date(), -(BULK_RESULT_KEEP_DAYS + 1)) })
      .where(eq(storedFiles.id, row!.id));
    expect(await cleanup()).toBeGreaterThanOrEqual(1);

    expect(await zipRow(expiring.companyId, oldJob)).toBeUndefined();
    expect(await storage.exists(bulkZipKey(expiring.companyId, oldJob))).toBe(false);
    expect(await storage.exists(bulkResultKey(expiring.companyId, oldJob))).toBe(false);
    expect(await storage.exists(bulkSelectionKey(expiring.companyId, oldJob))).toBe(false);
    const gone = await api.inject(downloadBulkGeneration, { as: expiring.owner, params: { jobId: oldJob } });
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toMatch(/expired.*7 days/);
    expect(
      (await api.inject(getBulkGeneration, { as: expiring.owner, params: { jobId: oldJob } })).json(),
    ).toMatchObject({ state: 'completed', expired: true, url: null, expiresAt: null });

    expect(await zipRow(kept.companyId, freshJob)).toBeDefined();
    expect(await storage.exists(bulkZipKey(kept.companyId, freshJob))).toBe(true);
    expect(await storage.exists(bulkSelectionKey(kept.companyId, freshJob))).toBe(true);
    expect(
      (await api.inject(downloadBulkGeneration, { as: kept.owner, params: { jobId: freshJob } })).statusCode,
    ).toBe(200);
    expect(
      (await api.inject(getBulkGeneration, { as: kept.owner, params: { jobId: freshJob } })).json(),
    ).toMatchObject({ expired: false, url: `/api/Templates/bulk/${freshJob}/zip` });
  });

  it('refuses a run that cannot fit the company’s storage (413); a run whose ZIP outgrows the room left fails saying so and keeps nothing', async () => {
    const full = await api.company({ name: 'Full Co' });
    // A first run, with room, shows how big this run's ZIP is.
    const first = await run(full);
    const zipSize = (await zipRow(full.companyId, first))!.size;
    const [templateFile] = await api.database.owner
      .select({ size: storedFiles.size })
      .from(storedFiles)
      .where(and(eq(storedFiles.companyId, full.companyId), eq(storedFiles.kind, 'template')));
    // The estimate (the template file per document) is below the ZIP: the job checks again.
    expect(zipSize).toBeGreaterThan(templateFile!.size);
    const [certificate] = (
      await api.inject(getTemplates, { as: full.owner, query: { kind: 'member' } })
    ).json() as { companyUserTemplateId: string }[];
    const body = {
      companyUserTemplateId: certificate!.companyUserTemplateId,
      companyMemberIds: [full.member.companyMemberId!],
    };
    // Stand-in for the company's other files: a row leaving `room` bytes of the quota.
    const leaveRoom = async (room: number) => {
      await api.database.owner
        .delete(storedFiles)
        .where(and(eq(storedFiles.companyId, full.companyId), eq(storedFiles.name, 'filler.bin')));
      const files = await api.database.owner
        .select({ size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.companyId, full.companyId));
      const used = files.reduce((total, file) => total + file.size, 0);
      await api.database.owner.insert(storedFiles).values({
        companyId: full.companyId,
        kind: 'file',
        name: 'filler.bin',
        contentType: 'application/octet-stream',
        size: QUOTAS.storedBytesPerCompany - used - room,
        sha256: '0'.repeat(64),
        storageKey: `files/${full.companyId}/filler-${room}`,
      });
    };

    await leaveRoom(templateFile!.size - 1);
    const refused = await api.inject(startBulkGeneration, { as: full.owner, body });
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused).code).toBe('PAYLOAD_TOO_LARGE');

    await leaveRoom(templateFile!.size);
    const started = await api.inject(startBulkGeneration, { as: full.owner, body });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json() as { jobId: string };
    expect(await settled(full.owner, jobId)).toMatchObject({
      state: 'failed',
      storageFull: true,
      expired: false,
      url: null,
    });
    expect(await zipRow(full.companyId, jobId)).toBeUndefined();
    expect(await api.app.platform.storage.exists(bulkZipKey(full.companyId, jobId))).toBe(false);
  });
});

describe('templates: the bulk ZIP', () => {
  it('keeps two documents of the same name apart', () => {
    const zip = new BulkZip();
    for (const name of ['Letter - Ana.docx', 'Letter - Ana.docx', 'letter - ana.docx', 'Letter - Bo.docx']) {
      zip.add(name, minimalDocx([name]));
    }
    expect(zipFiles(zip.toBuffer()).map((file) => file.name)).toEqual([
      'Letter - Ana.docx',
      'Letter - Ana (2).docx',
      'letter - ana (3).docx',
      'Letter - Bo.docx',
    ]);
  });
});
