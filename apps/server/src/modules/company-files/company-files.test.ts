import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyFileSection,
  deleteCompanyFile,
  deleteCompanyFileSection,
  downloadCompanyFile,
  getCompanyFiles,
  reorderCompanyFileSections,
  updateCompanyFileSection,
  uploadCompanyFile,
  type CompanyFiles,
} from '@atrium/contract/company-files';
import { auditLog, storedFiles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createQueryLog } from '../../test/query-log.ts';
import { PDF_SMALL } from '../../platform/uploads/test-files.ts';
import { storedKeys, uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject } from '../../test/inject.ts';
import { createTestCompany, errorOf, type TestCompany, type TestPerson } from '../../test/tenant-fixtures.ts';

let database: TestDatabase;
const queries = createQueryLog();
let testApp: TestApp;
let company: TestCompany;
let other: TestCompany;

beforeAll(async () => {
  database = await createTestDatabase({ logger: queries.logger });
  testApp = await createTestApp({ database: queries.track(database) });
  company = await createTestCompany(database);
  other = await createTestCompany(database);
});
afterAll(async () => {
  await testApp?.close();
  await database?.dispose();
});

const app = () => testApp.app;
const filesDir = () => (testApp.config.storage as { directory: string }).directory;

async function createSection(as: TestPerson, name: string) {
  const response = await inject(app(), createCompanyFileSection, { as, body: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { companyDetailSectionId: string }).companyDetailSectionId;
}

async function upload(as: TestPerson, sectionId: string, name = 'policy.pdf', data = PDF_SMALL) {
  const response = await uploadFile(
    app(),
    {
      url: uploadCompanyFile.path,
      field: 'file',
      as,
      contentType: 'application/pdf',
      fileName: name,
      extra: { companyDetailSectionId: sectionId },
    },
    data,
  );
  return response;
}

async function list(as: TestPerson) {
  const response = await inject(app(), getCompanyFiles, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CompanyFiles;
}

describe('company file sections', () => {
  it('are created at the end, renamed, reordered and deleted when empty', async () => {
    const { owner } = await createTestCompany(database);
    const a = await createSection(owner, 'Contracts');
    const b = await createSection(owner, 'Handbooks');
    expect((await list(owner)).sections.map((s) => [s.name, s.sortOrder])).toEqual([
      ['Contracts', 0],
      ['Handbooks', 1],
    ]);

    const renamed = await inject(app(), updateCompanyFileSection, {
      as: owner,
      body: { companyDetailSectionId: a, name: '  Agreements ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Agreements' });

    const reordered = await inject(app(), reorderCompanyFileSections, {
      as: owner,
      body: { sectionIds: [b, a] },
    });
    expect(reordered.statusCode).toBe(200);
    expect((await list(owner)).sections.map((s) => s.name)).toEqual(['Handbooks', 'Agreements']);

    const deleted = await inject(app(), deleteCompanyFileSection, {
      as: owner,
      query: { companyDetailSectionId: b },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(owner)).sections.map((s) => s.name)).toEqual(['Agreements']);

    const actions = await database.owner
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, owner.userId), like(auditLog.action, 'company_files.%')));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'company_files.section_created',
      'company_files.section_created',
      'company_files.section_deleted',
      'company_files.section_renamed',
      'company_files.sections_reordered',
    ]);
  });

  it('refuse a duplicate name (ignoring case), an empty name and an incomplete order', async () => {
    const { owner } = await createTestCompany(database);
    const a = await createSection(owner, 'Payroll');
    const duplicate = await inject(app(), createCompanyFileSection, { as: owner, body: { name: 'PAYROLL' } });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).fields?.[0]?.path).toBe('body.name');
    const empty = await inject(app(), createCompanyFileSection, { as: owner, body: { name: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.[0]?.path).toBe('body.name');
    const partial = await inject(app(), reorderCompanyFileSections, {
      as: owner,
      body: { sectionIds: [a, randomUUID()] },
    });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial).fields?.[0]?.path).toBe('body.sectionIds');
  });

  it('a section with files is not deleted (409) until its files are', async () => {
    const sectionId = await createSection(company.owner, 'Full');
    const uploaded = await upload(company.admin, sectionId);
    const fileId = (uploaded.json() as { id: string }).id;
    const refused = await inject(app(), deleteCompanyFileSection, {
      as: company.owner,
      query: { companyDetailSectionId: sectionId },
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (await list(company.owner)).sections.find((s) => s.companyDetailSectionId === sectionId)?.fileCount,
    ).toBe(1);

    const removed = await inject(app(), deleteCompanyFile, { as: company.owner, query: { fileId } });
    expect(removed.statusCode).toBe(204);
    const deleted = await inject(app(), deleteCompanyFileSection, {
      as: company.owner,
      query: { companyDetailSectionId: sectionId },
    });
    expect(deleted.statusCode).toBe(204);
  });
});

describe('company files', () => {
  it('V5.4.1 are listed with size, type, uploader and date, downloaded as attachments and deleted with their bytes', async () => {
    const sectionId = await createSection(company.owner, 'Handbook');
    const uploaded = await upload(company.admin, sectionId, 'Прирачник 2026.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = (uploaded.json() as { id: string }).id;

    const section = (await list(company.owner)).sections.find((s) => s.companyDetailSectionId === sectionId)!;
    expect(section.files).toEqual([
      {
        fileId,
        name: 'Прирачник 2026.pdf',
        size: PDF_SMALL.length,
        contentType: 'application/pdf',
        uploadedBy: { userId: company.admin.userId, name: expect.any(String) },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        url: `${downloadCompanyFile.path}?fileId=${fileId}`,
      },
    ]);

    const download = await inject(app(), downloadCompanyFile, { as: company.owner, query: { fileId } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF_SMALL)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename=');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%D0%9F");
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const [row] = await database.owner.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    expect(await storedKeys(filesDir())).toContain(row!.storageKey);
    const removed = await inject(app(), deleteCompanyFile, { as: company.admin, query: { fileId } });
    expect(removed.statusCode).toBe(204);
    expect(await storedKeys(filesDir())).not.toContain(row!.storageKey);
    const gone = await inject(app(), downloadCompanyFile, { as: company.owner, query: { fileId } });
    expect(gone.statusCode).toBe(404);

    const audit = await database.owner
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, fileId));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'company_files.file_deleted',
      'company_files.file_uploaded',
    ]);
  });

  it("V8.4.1 another company's files and sections answer 404 and stay as they are", async () => {
    const sectionId = await createSection(company.owner, 'Private');
    const fileId = ((await upload(company.owner, sectionId)).json() as { id: string }).id;
    const keysBefore = await storedKeys(filesDir());

    const as = other.owner;
    const requests = [
      ['download', () => inject(app(), downloadCompanyFile, { as, query: { fileId } })],
      ['delete file', () => inject(app(), deleteCompanyFile, { as, query: { fileId } })],
      [
        'delete section',
        () => inject(app(), deleteCompanyFileSection, { as, query: { companyDetailSectionId: sectionId } }),
      ],
      [
        'rename section',
        () =>
          inject(app(), updateCompanyFileSection, {
            as,
            body: { companyDetailSectionId: sectionId, name: 'Mine now' },
          }),
      ],
    ] as const;
    for (const [name, send] of requests) {
      const response = await send();
      expect(response.statusCode, name).toBe(404);
    }
    // Uploading into their section: refused at the first chunk, nothing kept.
    const intoTheirs = await upload(other.owner, sectionId);
    expect(intoTheirs.statusCode).toBe(404);
    expect(await storedKeys(filesDir())).toEqual(keysBefore);

    const theirs = await list(other.owner);
    expect(JSON.stringify(theirs)).not.toContain(fileId);
    expect(JSON.stringify(theirs)).not.toContain(sectionId);
    const still = await inject(app(), downloadCompanyFile, { as: company.owner, query: { fileId } });
    expect(still.statusCode).toBe(200);
  });

  it('members have no access (403), neither to the list nor to uploads or downloads', async () => {
    const sectionId = await createSection(company.owner, 'Admins only');
    const fileId = ((await upload(company.owner, sectionId)).json() as { id: string }).id;
    expect((await inject(app(), getCompanyFiles, { as: company.member })).statusCode).toBe(403);
    const download = await inject(app(), downloadCompanyFile, { as: company.member, query: { fileId } });
    expect(download.statusCode).toBe(403);
    expect((await upload(company.member, sectionId)).statusCode).toBe(403);
  });

  it('the list costs two reads in its tenant transaction, however many sections and files', async () => {
    const { owner } = await createTestCompany(database);
    for (const name of ['One', 'Two', 'Three']) {
      const sectionId = await createSection(owner, name);
      for (const index of [1, 2, 3])
        expect((await upload(owner, sectionId, `${name}-${index}.pdf`)).statusCode).toBe(200);
    }
    queries.reset();
    const answer = await list(owner);
    expect(answer.sections.flatMap((section) => section.files)).toHaveLength(9);
    const statements = queries.tenantStatements;
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(queries.total).toBeLessThanOrEqual(5);
  });

  it('an upload needs companyDetailSectionId', async () => {
    const response = await upload(company.owner, '');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[0]?.path).toBe('body.companyDetailSectionId');
  });
});
