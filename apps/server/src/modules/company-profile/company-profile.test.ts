import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companyProfileSchema,
  getCompanyProfile,
  updateCompanyProfile,
} from '@atrium/contract/company-profile';
import { auditLog, companies, companyImages, companyProfiles, storedFiles } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import { errorOf, type TestCompany } from '../../test/tenant-fixtures.ts';

const full = {
  name: 'Acme Works',
  description: 'We make anvils.\nSince 1949.',
  address: 'Partizanska 12, 1000 Skopje',
  countryCode: 'mk',
  website: 'https://acme.example',
  contactEmail: 'hello@acme.example',
};

describe('company profile', () => {
  const api = useApiTest();
  let acme: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    acme = await api.company({ name: 'Acme' });
    other = await api.company({ name: 'Other' });
  });
  const read = (as: TestCompany['member']) => api.inject(getCompanyProfile, { as });
  // Some bodies break the contract on purpose (the server's refusal is under test).
  const update = (as: TestCompany['member'], body: unknown) =>
    api.inject(updateCompanyProfile, { as, body: unchecked(body) });
  const profileRow = async (companyId: string) =>
    (
      await api.database.owner.select().from(companyProfiles).where(eq(companyProfiles.companyId, companyId))
    )[0];
  const companyName = async (companyId: string) =>
    (await api.database.owner.select().from(companies).where(eq(companies.id, companyId)))[0]?.name;

  it('answers a company without a profile with its name and empty fields', async () => {
    const response = await read(acme.member);
    expect(response.statusCode).toBe(200);
    expect(companyProfileSchema.parse(response.json())).toEqual({
      companyId: acme.companyId,
      name: 'Acme',
      description: null,
      address: null,
      country: null,
      website: null,
      contactEmail: null,
      thumbnailUrl: null,
      coverUrl: null,
      updatedAt: null,
    });
  });

  it('lets the OWNER save every field; members then read it, the country with its native name', async () => {
    const saved = await update(acme.owner, full);
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = companyProfileSchema.parse(saved.json());
    expect(profile).toMatchObject({
      name: 'Acme Works',
      description: 'We make anvils.\nSince 1949.',
      country: {
        countryIsoCode: 'MK',
        countryName: 'North Macedonia',
        countryNativeName: 'Северна Македонија',
      },
      website: 'https://acme.example',
      contactEmail: 'hello@acme.example',
    });
    expect(profile.updatedAt).not.toBeNull();
    expect(await companyName(acme.companyId)).toBe('Acme Works');

    const seen = companyProfileSchema.parse((await read(acme.member)).json());
    expect(seen).toEqual(profile);

    const [audit] = await api.database.owner
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, acme.companyId), eq(auditLog.action, 'company.profile_updated')));
    expect(audit?.actorUserId).toBe(acme.owner.userId);
    expect(audit?.details).toEqual({
      fields: ['name', 'description', 'address', 'countryCode', 'website', 'contactEmail'],
    });
  });

  it('V8.2.3 lets an ADMIN change some fields, keeps the ones left out, and clears with null or ""', async () => {
    const response = await update(acme.admin, { name: 'Acme Works', website: null, address: '  ' });
    expect(response.statusCode, response.body).toBe(200);
    const row = await profileRow(acme.companyId);
    expect(row).toMatchObject({
      description: full.description,
      countryCode: 'MK',
      contactEmail: full.contactEmail,
      website: null,
      address: null,
    });
  });

  it('refuses a MEMBER with 403 and changes nothing', async () => {
    const before = await profileRow(acme.companyId);
    const response = await update(acme.member, { ...full, name: 'Taken over' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('FORBIDDEN');
    expect(await companyName(acme.companyId)).toBe('Acme Works');
    expect(await profileRow(acme.companyId)).toEqual(before);
  });

  it('names every bad field with 400 and writes nothing', async () => {
    const before = await profileRow(acme.companyId);
    const response = await update(acme.owner, {
      name: ' x ',
      description: 'd'.repeat(2001),
      countryCode: 'XX',
      website: 'ftp://acme.example',
      contactEmail: 'not-an-address',
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields?.map((field) => field.path).sort()).toEqual([
      'body.contactEmail',
      'body.countryCode',
      'body.description',
      'body.name',
      'body.website',
    ]);
    expect(await companyName(acme.companyId)).toBe('Acme Works');
    expect(await profileRow(acme.companyId)).toEqual(before);
  });

  it.each([
    ['website', 'javascript:alert(1)'],
    ['website', 'https://user:pw@acme.example'],
    ['website', 'acme.example'],
    ['name', 'n'.repeat(101)],
    ['address', 'a'.repeat(301)],
  ])('refuses %s = %j', async (field, value) => {
    const response = await update(acme.owner, { name: 'Acme Works', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.map((entry) => entry.path)).toEqual([`body.${field}`]);
  });

  it("keeps each company's profile to itself", async () => {
    await update(other.owner, { name: 'Other', description: 'Other things' });
    const mine = companyProfileSchema.parse((await read(acme.member)).json());
    const theirs = companyProfileSchema.parse((await read(other.member)).json());
    expect(mine.companyId).toBe(acme.companyId);
    expect(theirs).toMatchObject({ companyId: other.companyId, name: 'Other', description: 'Other things' });
    expect(JSON.stringify(theirs)).not.toContain('Acme');
    // Another company's owner saving "their" profile never touches this one.
    expect((await profileRow(acme.companyId))?.description).toBe(full.description);
  });

  it('answers the logo and cover paths once the company has them, and only its own', async () => {
    const [file] = await api.database.owner
      .insert(storedFiles)
      .values({
        companyId: acme.companyId,
        kind: 'image',
        name: 'logo.png',
        contentType: 'image/png',
        size: 68,
        sha256: '0'.repeat(64),
        storageKey: `test/${acme.companyId}/logo`,
      })
      .returning({ id: storedFiles.id });
    await api.database.owner
      .insert(companyImages)
      .values({ companyId: acme.companyId, kind: 'thumbnail', fileId: file!.id });
    const mine = companyProfileSchema.parse((await read(acme.member)).json());
    expect(mine.thumbnailUrl).toBe(`/api/Companies/company-images/file?kind=thumbnail&v=${file!.id}`);
    expect(mine.coverUrl).toBeNull();
    const theirs = companyProfileSchema.parse((await read(other.member)).json());
    expect(theirs.thumbnailUrl).toBeNull();
  });

  it('refuses anonymous callers', async () => {
    const response = await api.inject(getCompanyProfile);
    expect(response.statusCode).toBe(401);
  });
});
