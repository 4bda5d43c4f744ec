import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyFileSection,
  downloadCompanyFile,
  uploadCompanyFile,
} from '@atrium/contract/company-files';
import { UPLOAD_CHUNK_BYTES, UploadContentTypes } from '@atrium/contract/uploads';
import { storedFiles, uploadChunks, uploadSessions } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject } from '../../test/inject.ts';
import { call, createTestCompany, errorOf, type TestCompany } from '../../test/tenant-fixtures.ts';
import { startS3TestServer, type S3TestServer } from '../storage/s3-test-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { sweepStaleUploads } from './sweep-uploads.ts';
import { DOCX_MINIMAL, PDF_SMALL, pngOfSize } from './test-files.ts';
import { chunksOf, sendChunk, storedKeys, uploadFile } from './upload-test-client.ts';
import { uploadsPlatform } from './uploads-platform.ts';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const URL_FILE = uploadCompanyFile.path;
const URL_THUMBNAIL = '/api/Companies/upload-thumbnail';

/** A PDF of `size` bytes: real header, random body. */
function pdfOfSize(size: number): Buffer {
  const data = randomBytes(size);
  PDF_SMALL.copy(data, 0, 0, 8);
  return data;
}

let database: TestDatabase;
let dataDir: string;
let testApp: TestApp;
let company: TestCompany;
let other: TestCompany;
let sectionId: string;
let otherSectionId: string;

async function createSection(app: TestApp, as: TestCompany['owner'], name: string) {
  const response = await inject(app.app, createCompanyFileSection, { as, body: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { companyDetailSectionId: string }).companyDetailSectionId;
}

/** Rows and bytes of uploads in flight and of stored files, for "nothing stored" checks. */
async function footprint() {
  const [sessions] = await database.owner.select({ n: count() }).from(uploadSessions);
  const [chunks] = await database.owner.select({ n: count() }).from(uploadChunks);
  const [files] = await database.owner.select({ n: count() }).from(storedFiles);
  return {
    sessions: sessions!.n,
    chunks: chunks!.n,
    files: files!.n,
    keys: await storedKeys(path.join(dataDir, 'files')),
  };
}

async function download(app: TestApp, as: TestCompany['owner'], fileId: string) {
  return inject(app.app, downloadCompanyFile, { query: { fileId }, as });
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-uploads-'));
  testApp = await createTestApp({ database, env: { DATA_DIR: dataDir } });
  company = await createTestCompany(database);
  other = await createTestCompany(database);
  sectionId = await createSection(testApp, company.owner, 'Policies');
  otherSectionId = await createSection(testApp, other.owner, 'Policies');
});

afterAll(async () => {
  await testApp?.close();
  await database?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

const fileChunk = (overrides: Partial<Parameters<typeof sendChunk>[1]> = {}) => ({
  url: URL_FILE,
  field: 'file',
  as: company.admin,
  fileUid: randomUUID(),
  chunkIndex: 0,
  totalChunks: 1,
  contentType: UploadContentTypes.PDF,
  fileName: 'handbook.pdf',
  data: PDF_SMALL,
  extra: { companyDetailSectionId: sectionId },
  ...overrides,
});

describe('chunked uploads', () => {
  it('assembles the right bytes from chunks sent out of order and repeated', async () => {
    const data = pdfOfSize(2 * UPLOAD_CHUNK_BYTES + 12_345);
    const chunks = chunksOf(data);
    expect(chunks).toHaveLength(3);
    const fileUid = randomUUID();
    const send = (index: number) =>
      sendChunk(testApp.app, fileChunk({ fileUid, chunkIndex: index, totalChunks: 3, data: chunks[index]! }));

    const first = await send(2);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ status: 'partial', fileUid, received: 1, total: 3 });
    expect((await send(0)).json()).toMatchObject({ received: 2, total: 3 });
    // A repeated chunk changes nothing.
    const repeated = await send(0);
    expect(repeated.statusCode).toBe(202);
    expect(repeated.json()).toMatchObject({ received: 2 });

    const last = await send(1);
    expect(last.statusCode, last.body).toBe(200);
    const stored = last.json() as {
      id: string;
      size: number;
      name: string;
      contentType: string;
      url: string;
    };
    expect(stored).toMatchObject({
      status: 'complete',
      size: data.length,
      name: 'handbook.pdf',
      contentType: 'application/pdf',
    });
    expect(stored.url).toBe(`${downloadCompanyFile.path}?fileId=${stored.id}`);

    // The last chunk sent again answers the same file instead of a second one.
    const again = await send(1);
    expect(again.statusCode).toBe(200);
    expect((again.json() as { id: string }).id).toBe(stored.id);

    const body = await download(testApp, company.owner, stored.id);
    expect(body.statusCode).toBe(200);
    expect(sha(body.rawPayload)).toBe(sha(data));
    expect(body.headers['content-disposition']).toMatch(/^attachment; filename="handbook.pdf"/);
    expect(body.headers['x-content-type-options']).toBe('nosniff');
    // Chunk bytes are gone once the file is assembled.
    expect((await footprint()).keys.filter((key) => key.startsWith('uploads/'))).toEqual([]);
  });

  it('completes an upload on a restarted server (same database and DATA_DIR)', async () => {
    const data = pdfOfSize(2 * UPLOAD_CHUNK_BYTES + 1);
    const chunks = chunksOf(data);
    const fileUid = randomUUID();
    for (const index of [0, 1]) {
      const response = await sendChunk(
        testApp.app,
        fileChunk({ fileUid, chunkIndex: index, totalChunks: 3, data: chunks[index]! }),
      );
      expect(response.statusCode).toBe(202);
    }
    await testApp.close();
    testApp = await createTestApp({ database, env: { DATA_DIR: dataDir } });

    const last = await sendChunk(
      testApp.app,
      fileChunk({ fileUid, chunkIndex: 2, totalChunks: 3, data: chunks[2]! }),
    );
    expect(last.statusCode, last.body).toBe(200);
    const body = await download(testApp, company.owner, (last.json() as { id: string }).id);
    expect(sha(body.rawPayload)).toBe(sha(data));
  });

  describe('refusals store nothing', () => {
    it('a chunk over 1 MiB', async () => {
      const before = await footprint();
      const response = await sendChunk(
        testApp.app,
        fileChunk({ data: pdfOfSize(UPLOAD_CHUNK_BYTES + 1), totalChunks: 2 }),
      );
      expect(response.statusCode).toBe(413);
      expect(errorOf(response).fields?.[0]?.path).toBe('body.file');
      expect(await footprint()).toEqual(before);
    });

    it('more chunks than the kind allows (an image over 5 MiB)', async () => {
      const before = await footprint();
      const response = await sendChunk(testApp.app, {
        ...fileChunk({
          url: URL_THUMBNAIL,
          field: 'thumbnail',
          contentType: 'image/png',
          fileName: 'logo.png',
        }),
        totalChunks: 6,
        data: pngOfSize(1000),
      });
      expect(response.statusCode).toBe(413);
      expect(errorOf(response).fields?.[0]?.path).toBe('body.totalChunks');
      expect(await footprint()).toEqual(before);
    });

    it('bytes that are not the declared type, found when the last chunk arrives', async () => {
      const before = await footprint();
      const fileUid = randomUUID();
      const fake = Buffer.concat([Buffer.from('MZ'), randomBytes(UPLOAD_CHUNK_BYTES + 10)]);
      const chunks = chunksOf(fake);
      const first = await sendChunk(testApp.app, fileChunk({ fileUid, totalChunks: 2, data: chunks[0]! }));
      expect(first.statusCode).toBe(202);
      const last = await sendChunk(
        testApp.app,
        fileChunk({ fileUid, chunkIndex: 1, totalChunks: 2, data: chunks[1]! }),
      );
      expect(last.statusCode).toBe(415);
      expect(errorOf(last).fields?.[0]).toEqual({
        path: 'body.contentType',
        message: 'the file is not a PDF file',
      });
      expect(await footprint()).toEqual(before);
    });

    it('a DOCX declared as a PNG thumbnail', async () => {
      const before = await footprint();
      const response = await sendChunk(testApp.app, {
        ...fileChunk({
          url: URL_THUMBNAIL,
          field: 'thumbnail',
          contentType: 'image/png',
          fileName: 'logo.png',
        }),
        data: DOCX_MINIMAL,
      });
      expect(response.statusCode).toBe(415);
      expect(await footprint()).toEqual(before);
    });

    it('a content type the path does not accept', async () => {
      const response = await sendChunk(
        testApp.app,
        fileChunk({ contentType: 'application/x-msdownload', fileName: 'a.exe' }),
      );
      expect(response.statusCode).toBe(415);
      expect(errorOf(response).fields?.[0]?.path).toBe('body.contentType');
    });

    it('file names with path parts or nothing usable', async () => {
      const before = await footprint();
      for (const fileName of ['../../etc/passwd.pdf', '..\\evil.pdf', '\u0000', '...']) {
        const response = await sendChunk(testApp.app, fileChunk({ fileName }));
        expect(response.statusCode, fileName).toBe(400);
        expect(errorOf(response).fields?.[0]?.path).toBe('body.fileName');
      }
      expect(await footprint()).toEqual(before);
    });

    it("another person's fileUid, in the same company or another", async () => {
      const fileUid = randomUUID();
      const chunks = chunksOf(pdfOfSize(UPLOAD_CHUNK_BYTES + 5));
      expect(
        (await sendChunk(testApp.app, fileChunk({ fileUid, totalChunks: 2, data: chunks[0]! }))).statusCode,
      ).toBe(202);
      const before = await footprint();
      const colleague = await sendChunk(
        testApp.app,
        fileChunk({ as: company.owner, fileUid, chunkIndex: 1, totalChunks: 2, data: chunks[1]! }),
      );
      expect(colleague.statusCode).toBe(409);
      expect(errorOf(colleague).fields?.[0]?.path).toBe('body.fileUid');
      const stranger = await sendChunk(
        testApp.app,
        fileChunk({
          as: other.owner,
          fileUid,
          chunkIndex: 1,
          totalChunks: 2,
          data: chunks[1]!,
          extra: { companyDetailSectionId: otherSectionId },
        }),
      );
      expect(stranger.statusCode).toBe(409);
      expect(await footprint()).toEqual(before);
      // The rightful uploader still finishes.
      const last = await sendChunk(
        testApp.app,
        fileChunk({ fileUid, chunkIndex: 1, totalChunks: 2, data: chunks[1]! }),
      );
      expect(last.statusCode).toBe(200);
    });

    it('an index out of range, a changed totalChunks, a changed chunk', async () => {
      const fileUid = randomUUID();
      const chunks = chunksOf(pdfOfSize(UPLOAD_CHUNK_BYTES + 5));
      await sendChunk(testApp.app, fileChunk({ fileUid, totalChunks: 2, data: chunks[0]! }));
      const before = await footprint();

      const outside = await sendChunk(
        testApp.app,
        fileChunk({ fileUid, chunkIndex: 2, totalChunks: 2, data: chunks[1]! }),
      );
      expect(outside.statusCode).toBe(400);
      expect(errorOf(outside).fields?.[0]?.path).toBe('body.chunkIndex');

      const changed = await sendChunk(
        testApp.app,
        fileChunk({ fileUid, chunkIndex: 1, totalChunks: 3, data: chunks[1]! }),
      );
      expect(changed.statusCode).toBe(400);
      expect(errorOf(changed).fields?.[0]?.path).toBe('body.totalChunks');

      const different = await sendChunk(
        testApp.app,
        fileChunk({ fileUid, chunkIndex: 0, totalChunks: 2, data: chunks[1]! }),
      );
      expect(different.statusCode).toBe(409);
      expect(errorOf(different).fields?.[0]?.path).toBe('body.chunkIndex');

      const negative = await sendChunk(
        testApp.app,
        fileChunk({ fileUid, chunkIndex: -1 as number, totalChunks: 2 }),
      );
      expect(negative.statusCode).toBe(400);
      expect(await footprint()).toEqual(before);
    });

    it('a body that is not multipart, or has the bytes in the wrong field', async () => {
      // Raw on purpose: a JSON body where the upload takes multipart.
      const notMultipart = await call(testApp.app, {
        method: 'POST',
        url: URL_FILE,
        as: company.admin,
        body: { a: 1 },
      });
      expect(notMultipart.statusCode).toBe(415);
      const wrongField = await sendChunk(testApp.app, fileChunk({ field: 'cover' }));
      expect(wrongField.statusCode).toBe(400);
      expect(errorOf(wrongField).fields?.[0]?.path).toBe('body.cover');
    });
  });

  it('V2.3.2 the sweep deletes partial uploads older than 24 hours, rows and bytes', async () => {
    const fileUid = randomUUID();
    const chunks = chunksOf(pdfOfSize(UPLOAD_CHUNK_BYTES + 5));
    await sendChunk(testApp.app, fileChunk({ fileUid, totalChunks: 2, data: chunks[0]! }));
    const [session] = await database.owner
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.fileUid, fileUid));
    const key = `uploads/${session!.id}/0`;
    expect((await footprint()).keys).toContain(key);

    const { storage } = await uploadsPlatform(testApp.app);
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    await sweepStaleUploads(database, storage, { now: inAnHour });
    expect((await footprint()).keys).toContain(key);

    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await sweepStaleUploads(database, storage, { now: tomorrow })).toBeGreaterThanOrEqual(1);
    const after = await footprint();
    expect(after.keys.filter((k) => k.startsWith('uploads/'))).toEqual([]);
    expect(after.sessions).toBe(0);
    expect(after.chunks).toBe(0);
    // Finished files are not touched by the sweep.
    expect(after.files).toBeGreaterThan(0);
  });
});

describe('the sweep of a listening server', () => {
  it('runs when the server starts listening', async () => {
    const fileUid = randomUUID();
    await sendChunk(
      testApp.app,
      fileChunk({ fileUid, totalChunks: 2, data: chunksOf(pdfOfSize(UPLOAD_CHUNK_BYTES + 5))[0]! }),
    );
    const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60 * 1000);
    await database.owner
      .update(uploadSessions)
      .set({ updatedAt: twoDaysAgo })
      .where(eq(uploadSessions.fileUid, fileUid));
    const listening = await createTestApp({ database, env: { DATA_DIR: dataDir } });
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      await expect
        .poll(
          async () =>
            (await database.owner.select().from(uploadSessions).where(eq(uploadSessions.fileUid, fileUid)))
              .length,
          // The sweep starts with the listening server, beside its other start-up work.
          { timeout: 20_000 },
        )
        .toBe(0);
    } finally {
      await listening.close();
    }
  });
});

describe('chunked uploads on S3 storage (s3rver)', () => {
  let s3: S3TestServer;
  let s3App: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    s3App = await createTestApp({ database, env: s3.env });
  });
  afterAll(async () => {
    await s3App?.close();
    await s3?.stop();
  });

  it('assembles out-of-order chunks and serves the bytes', async () => {
    const data = pdfOfSize(UPLOAD_CHUNK_BYTES + 777);
    const chunks = chunksOf(data);
    const fileUid = randomUUID();
    const second = await sendChunk(
      s3App.app,
      fileChunk({ fileUid, chunkIndex: 1, totalChunks: 2, data: chunks[1]! }),
    );
    expect(second.statusCode, second.body).toBe(202);
    const first = await sendChunk(
      s3App.app,
      fileChunk({ fileUid, chunkIndex: 0, totalChunks: 2, data: chunks[0]! }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const body = await download(s3App, company.owner, (first.json() as { id: string }).id);
    expect(sha(body.rawPayload)).toBe(sha(data));
  });

  it('whole-file helper works too (single chunk)', async () => {
    const response = await uploadFile(
      s3App.app,
      {
        url: URL_FILE,
        field: 'file',
        as: company.owner,
        contentType: 'text/csv',
        fileName: 'list.csv',
        extra: { companyDetailSectionId: sectionId },
      },
      Buffer.from('a;b\n1;2\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});
