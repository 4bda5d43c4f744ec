import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCompanyImageFile,
  getCompanyImages,
  removeCompanyCover,
  removeCompanyThumbnail,
  uploadCompanyCover,
  uploadCompanyThumbnail,
  type CompanyImages,
} from '@atrium/contract/company-files';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { GIF_HEAD, PDF_SMALL, PNG_1X1, pngOfSize } from '../../platform/uploads/test-files.ts';
import { storedKeys, uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject } from '../../test/inject.ts';
import { call, createTestCompany, type TestCompany, type TestPerson } from '../../test/tenant-fixtures.ts';

let database: TestDatabase;
let testApp: TestApp;
let company: TestCompany;
let other: TestCompany;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await createTestApp({ database });
  company = await createTestCompany(database);
  other = await createTestCompany(database);
});
afterAll(async () => {
  await testApp?.close();
  await database?.dispose();
});

const app = () => testApp.app;
const keys = () => storedKeys((testApp.config.storage as { directory: string }).directory);

function uploadImage(as: TestPerson, kind: 'thumbnail' | 'cover', data: Buffer, contentType = 'image/png') {
  const operation = kind === 'thumbnail' ? uploadCompanyThumbnail : uploadCompanyCover;
  return uploadFile(
    app(),
    { url: operation.path, field: kind, as, contentType, fileName: `${kind}.png` },
    data,
  );
}

async function images(as: TestPerson) {
  const response = await inject(app(), getCompanyImages, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CompanyImages;
}

describe('company thumbnail and cover', () => {
  it('an admin uploads a thumbnail; every member sees it, served inline with nosniff', async () => {
    const uploaded = await uploadImage(company.admin, 'thumbnail', PNG_1X1);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { id, url } = uploaded.json() as { id: string; url: string };
    expect(url).toBe(`${getCompanyImageFile.path}?kind=thumbnail&v=${id}`);

    const seen = await images(company.member);
    expect(seen.thumbnail).toMatchObject({ fileId: id, contentType: 'image/png', size: PNG_1X1.length, url });
    expect(seen.cover).toBeNull();

    // The image URL exactly as the list answered it (its version query included), so raw.
    const bytes = await call(app(), { method: 'GET', url, as: company.member });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.headers['content-disposition']).toMatch(/^inline; filename="thumbnail.png"/);
    expect(bytes.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.headers['cache-control']).toBe('private, max-age=300');
  });

  it('a new picture replaces the old one, whose bytes are deleted; a stale version answers 404', async () => {
    const first = (await uploadImage(company.owner, 'cover', pngOfSize(3 * 1024 * 1024))).json() as {
      id: string;
      url: string;
    };
    const keysWithFirst = await keys();
    const second = await uploadImage(company.owner, 'cover', GIF_HEAD, 'image/gif');
    expect(second.statusCode, second.body).toBe(200);
    const { id } = second.json() as { id: string };
    expect((await images(company.owner)).cover).toMatchObject({ fileId: id, contentType: 'image/gif' });
    const firstKey = keysWithFirst.find((key) => key.endsWith(first.id))!;
    expect(firstKey).toBeDefined();
    expect(await keys()).not.toContain(firstKey);
    // The replaced image's URL as it was answered, so raw.
    expect((await call(app(), { method: 'GET', url: first.url, as: company.owner })).statusCode).toBe(404);
  });

  it('removal deletes the picture and answers the pictures as they are now; it is audited', async () => {
    await uploadImage(company.owner, 'thumbnail', PNG_1X1);
    const before = await keys();
    const removed = await inject(app(), removeCompanyThumbnail, { as: company.owner });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as CompanyImages).thumbnail).toBeNull();
    expect((await keys()).length).toBe(before.length - 1);
    // Again: nothing left to remove, same answer.
    const again = await inject(app(), removeCompanyThumbnail, { as: company.owner });
    expect(again.statusCode).toBe(200);
    expect(
      (await inject(app(), getCompanyImageFile, { query: { kind: 'thumbnail' }, as: company.owner }))
        .statusCode,
    ).toBe(404);

    const actions = await database.owner
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, 'company.%'));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'company.thumbnail_uploaded',
        'company.cover_uploaded',
        'company.thumbnail_removed',
      ]),
    );
  });

  it('only images are accepted, and only from admins', async () => {
    const pdf = await uploadImage(company.owner, 'cover', PDF_SMALL, 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    const member = await uploadImage(company.member, 'thumbnail', PNG_1X1);
    expect(member.statusCode).toBe(403);
    const removal = await inject(app(), removeCompanyCover, { as: company.member });
    expect(removal.statusCode).toBe(403);
  });

  it("another company's pictures are invisible", async () => {
    await uploadImage(company.owner, 'thumbnail', PNG_1X1);
    const mine = await images(company.owner);
    const theirs = await images(other.owner);
    expect(theirs).toEqual({ thumbnail: null, cover: null });
    // Another company's image URL as it was answered to them, so raw.
    const response = await call(app(), { method: 'GET', url: mine.thumbnail!.url, as: other.owner });
    expect(response.statusCode).toBe(404);
    const removal = await inject(app(), removeCompanyThumbnail, { as: other.owner });
    expect(removal.statusCode).toBe(200);
    expect((await images(company.owner)).thumbnail?.fileId).toBe(mine.thumbnail!.fileId);
    const rows = await database.owner
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, other.owner.userId));
    expect(rows.filter((row) => row.action === 'company.thumbnail_removed')).toEqual([]);
  });
});
