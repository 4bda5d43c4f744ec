import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDetailEntry,
  addMyDetailEntry,
  createDetailSection,
  uploadMemberDetailFile,
  uploadMyDetailFile,
  type DetailSectionDefinition,
  type OwnEntryResult,
} from '@atrium/contract/human-resources';
import type { StoredFile as UploadedFile } from '@atrium/contract/uploads';
import { storedFiles } from '../../db/schema/index.ts';
import { PDF_SMALL } from '../../platform/uploads/test-files.ts';
import { uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { useApiTest } from '../../test/api-test.ts';
import type { TestCompany, TestPerson } from '../../test/tenant-fixtures.ts';
import { removeOrphanSectionFiles } from './orphan-section-files.ts';

const HOUR = 60 * 60 * 1000;

describe('hr: section files uploaded but never saved', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
  });

  const defineSection = async (owner: TestCompany) => {
    const created = await api.inject(createDetailSection, {
      as: owner.admin,
      body: {
        name: 'Certificates',
        tab: 'personal',
        repeatable: true,
        fields: [
          { label: 'Title', type: 'text' },
          { label: 'Scan', type: 'file' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as DetailSectionDefinition;
  };
  const upload = async (
    as: TestPerson,
    operation: typeof uploadMemberDetailFile | typeof uploadMyDetailFile,
    extra: Record<string, string>,
  ) => {
    const response = await uploadFile(
      api.app,
      { url: operation.path, field: 'file', as, contentType: 'application/pdf', fileName: 'scan.pdf', extra },
      PDF_SMALL,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as UploadedFile).id;
  };
  const sweep = (owner: TestCompany, after: number) =>
    api.database.withTenant({ companyId: owner.companyId, userId: null }, (tx) =>
      removeOrphanSectionFiles(tx, owner.companyId, new Date(Date.now() + after)),
    );
  const stored = async (ids: string[]) =>
    (
      await api.database.owner
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(inArray(storedFiles.id, ids))
    ).map((row) => row.id);

  it('removes only files left unsaved for about a day, keeping saved and proposed ones', async () => {
    const section = await defineSection(company);
    const foreignSection = await defineSection(other);
    const scan = section.fields.find((field) => field.type === 'file')!.fieldId;
    const forMember = {
      companyDetailSectionId: section.sectionId,
      companyMemberId: company.member.companyMemberId!,
    };
    const unsaved = await upload(company.admin, uploadMemberDetailFile, forMember);
    const saved = await upload(company.admin, uploadMemberDetailFile, forMember);
    const entry = await api.inject(addDetailEntry, {
      as: company.admin,
      params: { companyMemberId: company.member.companyMemberId!, sectionId: section.sectionId },
      body: { values: { [scan]: [saved] } },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const proposed = await upload(company.member, uploadMyDetailFile, {
      companyDetailSectionId: section.sectionId,
    });
    const own = await api.inject(addMyDetailEntry, {
      as: company.member,
      params: { sectionId: section.sectionId },
      body: { values: { [scan]: [proposed] } },
    });
    expect((own.json() as OwnEntryResult).outcome).toBe('proposed');
    const foreign = await upload(other.admin, uploadMemberDetailFile, {
      companyDetailSectionId: foreignSection.sectionId,
      companyMemberId: other.member.companyMemberId!,
    });
    const all = [unsaved, saved, proposed, foreign];

    // An hour on, the unsaved one may still be on its way into an entry.
    expect(await sweep(company, HOUR)).toEqual([]);
    expect(await stored(all)).toHaveLength(4);

    const keys = await sweep(company, 23 * HOUR);
    expect(keys).toHaveLength(1);
    expect((await stored(all)).sort()).toEqual([saved, proposed, foreign].sort());
    const [row] = await api.database.owner.select().from(storedFiles).where(eq(storedFiles.id, saved));
    expect(row).toBeDefined();
    // Nothing left to remove on a second run.
    expect(await sweep(company, 23 * HOUR)).toEqual([]);
  });
});
