import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompanyFiles, getCompanyImageFile, getCompanyImages } from '@atrium/contract/company-files';
import { companies, companyMembers, users } from '../schema/index.ts';
import { checkContent } from '../../platform/uploads/magic-bytes.ts';
import { uploadsPlatform } from '../../platform/uploads/uploads-platform.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject } from '../../test/inject.ts';
import { call, type TestPerson } from '../../test/tenant-fixtures.ts';
import { demoCoverPng, demoLogoPng } from './demo-artwork.ts';
import { holidayCalendarCsv, simplePdf } from './demo-documents.ts';
import { seedDemo } from './seed-demo.ts';
import { seedDemoFiles } from './seed-demo-files.ts';

describe('demo files', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let owner: TestPerson;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database, { issuer: 'http://localhost:3000/oidc' });
    testApp = await createTestApp({ database });
    await seedDemoFiles(database, (await uploadsPlatform(testApp.app)).storage);
    const [row] = await database.owner
      .select({ userId: users.id, companyId: companies.id, companyMemberId: companyMembers.id })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(users.email, 'owner@demo.test'), eq(companies.name, 'Demo Company')));
    owner = { ...row!, email: 'owner@demo.test' };
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });

  it('draws real images and documents that pass the upload content checks', async () => {
    expect(await checkContent(demoLogoPng(), 'image/png')).toEqual({ ok: true });
    expect(await checkContent(demoCoverPng(), 'image/png')).toEqual({ ok: true });
    expect(await checkContent(simplePdf('T', ['line']), 'application/pdf')).toEqual({ ok: true });
    expect(await checkContent(holidayCalendarCsv(2026), 'text/csv')).toEqual({ ok: true });
  });

  it("gives Demo Company a logo and cover the owner's app can load", async () => {
    const images = await inject(testApp.app, getCompanyImages, { as: owner });
    expect(images.statusCode).toBe(200);
    const { thumbnail, cover } = images.json() as Record<string, { url: string } | null>;
    expect(cover).not.toBeNull();
    // The image URL exactly as the list answered it (its version query included), so raw.
    const logo = await call(testApp.app, { method: 'GET', url: thumbnail!.url, as: owner });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/png');
    expect(logo.rawPayload.equals(demoLogoPng())).toBe(true);
    expect(thumbnail!.url.startsWith(getCompanyImageFile.path)).toBe(true);
  });

  it('gives Demo Company sections of company files', async () => {
    const files = await inject(testApp.app, getCompanyFiles, { as: owner });
    expect(files.statusCode).toBe(200);
    const text = JSON.stringify(files.json());
    for (const name of ['Policies', 'Brand', 'Employee handbook.pdf', 'Logo.png'])
      expect(text).toContain(name);
  });
});
