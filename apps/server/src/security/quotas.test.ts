import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '@atrium/contract/companies';
import { createCompanyFileSection, uploadCompanyFile } from '@atrium/contract/company-files';
import { UPLOAD_CHUNK_BYTES, UploadContentTypes } from '@atrium/contract/uploads';
import { companies, companyMembers, storedFiles, uploadSessions } from '../db/schema/index.ts';
import { QUOTAS } from '../platform/quotas/quotas.ts';
import { createTestApp, type TestApp } from '../platform/testing/test-app.ts';
import { PDF_SMALL } from '../platform/uploads/test-files.ts';
import { sendChunk } from '../platform/uploads/upload-test-client.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { inject } from '../test/inject.ts';
import {
  createMember,
  createPerson,
  createTestCompany,
  errorOf,
  type TestCompany,
} from '../test/tenant-fixtures.ts';

/** What one stranger with an account can make the server keep for nothing. */
describe('V2.3.2 storage quotas per person and company', () => {
  let database: TestDatabase;
  let dataDir: string;
  let testApp: TestApp;
  let company: TestCompany;
  let sectionId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-quotas-'));
    testApp = await createTestApp({ database, env: { DATA_DIR: dataDir } });
    company = await createTestCompany(database);
    const section = await inject(testApp.app, createCompanyFileSection, {
      as: company.owner,
      body: { name: 'Policies' },
    });
    sectionId = (section.json() as { companyDetailSectionId: string }).companyDetailSectionId;
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('V2.3.2 a person creates at most three companies a day; the fourth is refused with nothing written', async () => {
    const stranger = await createPerson(database);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await inject(testApp.app, createCompany, {
        as: stranger,
        body: { name: `Stranger ${i}` },
      });
      statuses.push(response.statusCode);
      if (i === QUOTAS.companiesCreatedPerDay) expect(errorOf(response).code).toBe('RATE_LIMITED');
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const [made] = await database.owner
      .select({ n: count() })
      .from(companies)
      .where(eq(companies.name, 'Stranger 3'));
    expect(made?.n).toBe(0);
  });

  it('V2.3.2 a parallel burst of company creations by one person still stops at three', async () => {
    const stranger = await createPerson(database);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        inject(testApp.app, createCompany, { as: stranger, body: { name: `Burst ${i}` } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const [owned] = await database.owner
      .select({ n: count() })
      .from(companyMembers)
      .where(and(eq(companyMembers.userId, stranger.userId), eq(companyMembers.role, 'OWNER')));
    expect(owned?.n).toBe(QUOTAS.companiesCreatedPerDay);
  });

  const firstChunkOfBigFile = (fileUid: string, as = company.admin) => {
    const data = randomBytes(UPLOAD_CHUNK_BYTES);
    PDF_SMALL.copy(data, 0, 0, 8);
    return sendChunk(testApp.app, {
      url: uploadCompanyFile.path,
      field: 'file',
      as,
      fileUid,
      chunkIndex: 0,
      totalChunks: 5,
      contentType: UploadContentTypes.PDF,
      fileName: 'parked.pdf',
      data,
      extra: { companyDetailSectionId: sectionId },
    });
  };

  it('V2.3.2 a person parks at most three unfinished uploads; their own uploads still take chunks', async () => {
    const uids = Array.from({ length: QUOTAS.pendingUploadsPerPerson }, () => randomUUID());
    for (const uid of uids) expect((await firstChunkOfBigFile(uid)).statusCode).toBe(202);
    const fourth = await firstChunkOfBigFile(randomUUID());
    expect(fourth.statusCode).toBe(429);
    expect(errorOf(fourth).fields?.[0]?.path).toBe('body.fileUid');
    // An upload already open goes on.
    const data = randomBytes(UPLOAD_CHUNK_BYTES);
    const next = await sendChunk(testApp.app, {
      url: uploadCompanyFile.path,
      field: 'file',
      as: company.admin,
      fileUid: uids[0]!,
      chunkIndex: 1,
      totalChunks: 5,
      contentType: UploadContentTypes.PDF,
      fileName: 'parked.pdf',
      data,
      extra: { companyDetailSectionId: sectionId },
    });
    expect(next.statusCode).toBe(202);
    const open = await database.owner
      .select({ n: count() })
      .from(uploadSessions)
      .where(eq(uploadSessions.userId, company.admin.userId));
    expect(open[0]?.n).toBe(QUOTAS.pendingUploadsPerPerson);
  });

  it('V2.3.2 a parallel burst of new uploads by one person still parks at most three', async () => {
    const admin = await createMember(database, company.companyId, 'ADMIN');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => firstChunkOfBigFile(randomUUID(), admin)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
    const [open] = await database.owner
      .select({ n: count() })
      .from(uploadSessions)
      .where(eq(uploadSessions.userId, admin.userId));
    expect(open?.n).toBe(QUOTAS.pendingUploadsPerPerson);
  });

  it('V2.3.2 a company holds a bounded number of unfinished bytes across its people', async () => {
    const needed = Math.ceil(QUOTAS.pendingUploadBytesPerCompany / UPLOAD_CHUNK_BYTES) + 1;
    const statuses: number[] = [];
    while (statuses.length < needed) {
      const admin = await createMember(database, company.companyId, 'ADMIN');
      for (let i = 0; i < QUOTAS.pendingUploadsPerPerson && statuses.length < needed; i += 1) {
        statuses.push((await firstChunkOfBigFile(randomUUID(), admin)).statusCode);
      }
    }
    // The admin of the first test parked three chunks already; the cap is reached within `needed`.
    expect(statuses.filter((status) => status === 202).length).toBeLessThan(needed);
    expect(statuses.at(-1)).toBe(413);
  }, 120_000);
});

describe('V2.3.2 finished file bytes per company', () => {
  let database: TestDatabase;
  let dataDir: string;
  let testApp: TestApp;
  let company: TestCompany;
  let sectionId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-stored-quota-'));
    testApp = await createTestApp({ database, env: { DATA_DIR: dataDir } });
    company = await createTestCompany(database);
    const section = await inject(testApp.app, createCompanyFileSection, {
      as: company.owner,
      body: { name: 'Archive' },
    });
    sectionId = (section.json() as { companyDetailSectionId: string }).companyDetailSectionId;
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  const uploadSmallPdf = () =>
    sendChunk(testApp.app, {
      url: uploadCompanyFile.path,
      field: 'file',
      as: company.admin,
      fileUid: randomUUID(),
      chunkIndex: 0,
      totalChunks: 1,
      contentType: UploadContentTypes.PDF,
      fileName: 'one-more.pdf',
      data: PDF_SMALL,
      extra: { companyDetailSectionId: sectionId },
    });
  const storedOfCompany = async () =>
    (
      await database.owner
        .select({ n: count() })
        .from(storedFiles)
        .where(eq(storedFiles.companyId, company.companyId))
    )[0]?.n;

  it('V2.3.2 a company that holds its quota of finished bytes stores no further file until it deletes some', async () => {
    // What the company already holds: one file short of the quota by less than the new one.
    const fillerId = randomUUID();
    await database.owner.insert(storedFiles).values({
      id: fillerId,
      companyId: company.companyId,
      kind: 'file',
      name: 'archive.pdf',
      contentType: UploadContentTypes.PDF,
      size: QUOTAS.storedBytesPerCompany - PDF_SMALL.length + 1,
      sha256: 'filler',
      storageKey: `quota-filler/${fillerId}`,
    });
    const refused = await uploadSmallPdf();
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedOfCompany()).toBe(1);

    // Another company is not affected, and room made by deleting is room again.
    await database.owner.delete(storedFiles).where(eq(storedFiles.id, fillerId));
    const accepted = await uploadSmallPdf();
    expect(accepted.statusCode).toBe(200);
    expect(await storedOfCompany()).toBe(1);
  });
});
