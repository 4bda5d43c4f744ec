import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDetailEntry,
  addMyDetailEntry,
  createDetailSection,
  decideChangeProposal,
  deleteDetailEntry,
  deleteDetailSection,
  getDetailFile,
  getDetailSections,
  getMemberProfile,
  getMyDetailSections,
  getMyProfile,
  reorderDetailSections,
  updateDetailEntry,
  updateDetailSection,
  uploadMemberDetailFile,
  uploadMyDetailFile,
  type DetailEntry,
  type DetailSectionBody,
  type DetailSectionDefinition,
  type MemberProfile,
  type OwnEntryResult,
} from '@atrium/contract/human-resources';
import type { StoredFile as UploadedFile } from '@atrium/contract/uploads';
import { detailEntries } from '../../db/schema/index.ts';
import { PDF_SMALL, PNG_1X1 } from '../../platform/uploads/test-files.ts';
import { uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import {
  createDepartment,
  createMember,
  errorOf,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';

const education: DetailSectionBody = {
  name: 'Education',
  tab: 'personal',
  repeatable: true,
  fields: [
    { label: 'School', type: 'text', required: true },
    { label: 'Finished', type: 'date', helpText: 'The day of the diploma' },
    { label: 'Level', type: 'select', options: ['Bachelor', 'Master'] },
    { label: 'Languages', type: 'multi_select', options: ['English', 'German'] },
    { label: 'Grade', type: 'number' },
    { label: 'Abroad', type: 'yes_no' },
    { label: 'Contact', type: 'email' },
    { label: 'Phone', type: 'phone' },
    { label: 'Country', type: 'country' },
    { label: 'Notes', type: 'long_text' },
    { label: 'Diploma', type: 'file' },
  ],
};

describe('hr: sections a company defines, their entries and files', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let manager: TestPerson;
  let colleague: TestPerson;
  let section: DetailSectionDefinition;
  const field = (label: string) => section.fields.find((candidate) => candidate.label === label)!.fieldId;

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    manager = await createMember(api.database, company.companyId);
    colleague = await createMember(api.database, company.companyId);
    await createDepartment(api.database, company.companyId, [company.member], manager);
  });

  const upload = (
    operation: typeof uploadMyDetailFile | typeof uploadMemberDetailFile,
    as: TestPerson,
    extra: Record<string, string>,
    data = PDF_SMALL,
    contentType = 'application/pdf',
  ) =>
    uploadFile(
      api.app,
      { url: operation.path, field: 'file', as, contentType, fileName: 'diploma.pdf', extra },
      data,
    );

  it('an admin defines a section with a field of every type; managers read it, members may not', async () => {
    const created = await api.inject(createDetailSection, { as: company.admin, body: education });
    expect(created.statusCode, created.body).toBe(201);
    section = created.json() as DetailSectionDefinition;
    expect(section.fields.map((candidate) => candidate.type)).toEqual(education.fields.map((f) => f.type));
    expect(section.fields[1]).toMatchObject({ helpText: 'The day of the diploma', required: false });
    expect(section).toMatchObject({ tab: 'personal', repeatable: true, entryCount: 0, sortOrder: 0 });

    const read = await api.inject(getDetailSections, { as: manager });
    expect(read.statusCode).toBe(200);
    expect((read.json() as DetailSectionDefinition[]).map((s) => s.name)).toEqual(['Education']);
    expect((await api.inject(getDetailSections, { as: company.member })).statusCode).toBe(403);
    const byManager = await api.inject(createDetailSection, {
      as: manager,
      body: { ...education, name: 'X' },
    });
    expect(byManager.statusCode).toBe(403);
    // Another company sees none of it.
    const foreign = await api.inject(getDetailSections, { as: other.admin });
    expect(foreign.json()).toEqual([]);
  });

  it('refuses a bad definition naming the field, and a name already taken', async () => {
    const noOptions = await api.inject(createDetailSection, {
      as: company.admin,
      body: { name: 'Certificates', tab: 'other', fields: [{ label: 'Kind', type: 'select' }] },
    });
    expect(noOptions.statusCode).toBe(400);
    expect(errorOf(noOptions).fields?.[0]?.path).toBe('body.fields.0.options');
    const badType = await api.inject(createDetailSection, {
      as: company.admin,
      body: unchecked({ name: 'Certificates', tab: 'other', fields: [{ label: 'Kind', type: 'colour' }] }),
    });
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType).fields?.[0]?.path).toBe('body.fields.0.type');
    const taken = await api.inject(createDetailSection, {
      as: company.admin,
      body: { ...education, name: ' education ' },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields?.[0]?.path).toBe('body.name');
    expect((await api.inject(getDetailSections, { as: company.admin })).json()).toHaveLength(1);
  });

  it('HR fills an entry checked by field type: 400 names the field and nothing is written', async () => {
    const target = { companyMemberId: company.member.companyMemberId!, sectionId: section.sectionId };
    const wrong = await api.inject(addDetailEntry, {
      as: company.admin,
      params: target,
      body: { values: { [field('School')]: 'MIT', [field('Grade')]: 'ten', [field('Level')]: 'PhD' } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      errorOf(wrong)
        .fields?.map((f) => f.path)
        .sort(),
    ).toEqual([`body.values.${field('Grade')}`, `body.values.${field('Level')}`].sort());
    const missing = await api.inject(addDetailEntry, {
      as: company.admin,
      params: target,
      body: { values: { [field('Grade')]: 9 } },
    });
    expect(errorOf(missing).fields?.[0]).toMatchObject({
      path: `body.values.${field('School')}`,
      message: 'is required',
    });
    const unknownField = await api.inject(addDetailEntry, {
      as: company.admin,
      params: target,
      body: { values: { [field('School')]: 'MIT', [crypto.randomUUID()]: 'x' } },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(
      await api.database.owner
        .select()
        .from(detailEntries)
        .where(eq(detailEntries.sectionId, section.sectionId)),
    ).toHaveLength(0);

    const saved = await api.inject(addDetailEntry, {
      as: company.admin,
      params: target,
      body: {
        values: {
          [field('School')]: ' MIT ',
          [field('Finished')]: '2012-06-30',
          [field('Languages')]: ['German', 'English'],
          [field('Grade')]: 9.5,
          [field('Abroad')]: true,
          [field('Country')]: 'us',
          [field('Contact')]: '',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json() as DetailEntry).values).toEqual({
      [field('School')]: 'MIT',
      [field('Finished')]: '2012-06-30',
      [field('Languages')]: ['English', 'German'],
      [field('Grade')]: 9.5,
      [field('Abroad')]: true,
      [field('Country')]: 'US',
    });
    const profile = (
      await api.inject(getMemberProfile, {
        as: manager,
        params: { companyMemberId: company.member.companyMemberId! },
      })
    ).json() as MemberProfile;
    const shown = profile.sections.find((s) => s.sectionId === section.sectionId)!;
    expect(shown.access).toBe('view');
    expect(shown.entries).toHaveLength(1);
  });

  it('a manager who only views may not write; another company gets 404 for these ids', async () => {
    const target = { companyMemberId: company.member.companyMemberId!, sectionId: section.sectionId };
    const byManager = await api.inject(addDetailEntry, {
      as: manager,
      params: target,
      body: { values: { [field('School')]: 'X' } },
    });
    expect(byManager.statusCode).toBe(403);
    const foreignMember = await api.inject(addDetailEntry, {
      as: other.admin,
      params: target,
      body: { values: { [field('School')]: 'X' } },
    });
    expect(foreignMember.statusCode).toBe(404);
    const foreignSection = await api.inject(addDetailEntry, {
      as: other.admin,
      params: { companyMemberId: other.member.companyMemberId!, sectionId: section.sectionId },
      body: { values: { [field('School')]: 'X' } },
    });
    expect(foreignSection.statusCode).toBe(404);
    const foreignEdit = await api.inject(updateDetailSection, {
      as: other.admin,
      params: { sectionId: section.sectionId },
      body: education,
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect((await api.inject(deleteDetailSection, { as: other.admin, params: section })).statusCode).toBe(
      404,
    );
  });

  it('the editor keeps a used field’s type, removes fields left out and orders sections', async () => {
    const fields = section.fields.map(({ fieldId, label, type, options, helpText, required }) => ({
      fieldId,
      label,
      type,
      options,
      helpText,
      required,
    }));
    const retyped = await api.inject(updateDetailSection, {
      as: company.admin,
      params: { sectionId: section.sectionId },
      body: {
        ...education,
        fields: fields.map((f) => (f.label === 'Grade' ? { ...f, type: 'text' as const } : f)),
      },
    });
    expect(retyped.statusCode).toBe(409);
    expect(errorOf(retyped).fields?.[0]?.path).toBe('body.fields.4.type');
    const notRepeatable = await api.inject(updateDetailSection, {
      as: company.admin,
      params: { sectionId: section.sectionId },
      body: { ...education, repeatable: false, fields },
    });
    expect(notRepeatable.statusCode).toBe(200);

    const changed = await api.inject(updateDetailSection, {
      as: company.admin,
      params: { sectionId: section.sectionId },
      body: {
        ...education,
        fields: [
          ...fields.filter((f) => f.label !== 'Notes'),
          { label: 'Honours', type: 'yes_no', required: false },
        ],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    section = changed.json() as DetailSectionDefinition;
    expect(section.fields.map((f) => f.label)).not.toContain('Notes');
    expect(section.fields.at(-1)).toMatchObject({ label: 'Honours', inUse: false });
    expect(section.fields.find((f) => f.label === 'Grade')?.inUse).toBe(true);
    expect(section.entryCount).toBe(1);

    const second = (
      await api.inject(createDetailSection, {
        as: company.admin,
        body: { name: 'Equipment', tab: 'other', fields: [{ label: 'Laptop', type: 'text' }] },
      })
    ).json() as DetailSectionDefinition;
    expect(second.sortOrder).toBe(1);
    const reordered = await api.inject(reorderDetailSections, {
      as: company.admin,
      body: { sectionIds: [second.sectionId, section.sectionId] },
    });
    expect((reordered.json() as DetailSectionDefinition[]).map((s) => s.name)).toEqual([
      'Equipment',
      'Education',
    ]);
    const incomplete = await api.inject(reorderDetailSections, {
      as: company.admin,
      body: { sectionIds: [second.sectionId] },
    });
    expect(errorOf(incomplete).fields?.[0]?.path).toBe('body.sectionIds');
    expect((await api.inject(deleteDetailSection, { as: company.admin, params: second })).statusCode).toBe(
      204,
    );
    expect((await api.inject(getDetailSections, { as: company.admin })).json()).toHaveLength(1);
  });

  it('a member uploads a file and proposes an entry; HR approves it and the file is read only by who may see it', async () => {
    const mine = await api.inject(getMyDetailSections, { as: company.member });
    expect((mine.json() as DetailSectionDefinition[]).map((s) => s.sectionId)).toEqual([section.sectionId]);

    // Bytes that are not what they claim are refused like every upload.
    const fake = await upload(
      uploadMyDetailFile,
      company.member,
      { companyDetailSectionId: section.sectionId },
      PNG_1X1,
    );
    expect(fake.statusCode).toBe(415);
    const foreignSection = await upload(uploadMyDetailFile, other.member, {
      companyDetailSectionId: section.sectionId,
    });
    expect(foreignSection.statusCode).toBe(404);

    const uploaded = await upload(uploadMyDetailFile, company.member, {
      companyDetailSectionId: section.sectionId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json() as UploadedFile;
    // Someone else's upload cannot be slipped into an entry.
    const stolen = await api.inject(addMyDetailEntry, {
      as: colleague,
      params: { sectionId: section.sectionId },
      body: { values: { [field('School')]: 'X', [field('Diploma')]: [file.id] } },
    });
    expect(stolen.statusCode).toBe(400);
    expect(errorOf(stolen).fields?.[0]?.path).toBe(`body.values.${field('Diploma')}`);

    const proposed = await api.inject(addMyDetailEntry, {
      as: company.member,
      params: { sectionId: section.sectionId },
      body: { values: { [field('School')]: 'ETH', [field('Diploma')]: [file.id] } },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const result = proposed.json() as OwnEntryResult;
    expect(result.outcome).toBe('proposed');
    if (result.outcome !== 'proposed') return;
    expect(result.proposal.sectionId).toBe(section.sectionId);
    const before = (await api.inject(getMyProfile, { as: company.member })).json() as MemberProfile;
    expect(before.sections[0]!.entries).toHaveLength(1);

    const approved = await api.inject(decideChangeProposal, {
      as: company.admin,
      params: { proposalId: result.proposal.proposalId },
      body: { decision: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = (await api.inject(getMyProfile, { as: company.member })).json() as MemberProfile;
    const entry = after.sections[0]!.entries.find((e) => e.values[field('School')] === 'ETH')!;
    expect(entry.files).toEqual([
      expect.objectContaining({ fileId: file.id, fieldId: field('Diploma'), name: 'diploma.pdf' }),
    ]);

    for (const [person, status] of [
      [company.member, 200],
      [company.admin, 200],
      [manager, 200],
      [colleague, 404],
      [other.admin, 404],
    ] as const) {
      const read = await api.inject(getDetailFile, { as: person, params: { fileId: file.id } });
      expect(read.statusCode, `${person.userId}`).toBe(status);
      if (status === 200) expect(read.rawPayload.equals(PDF_SMALL)).toBe(true);
    }
  });

  it('HR uploads through the selected-user path; leaving a file out of the entry deletes it', async () => {
    const extra = { companyDetailSectionId: section.sectionId, companyMemberId: colleague.companyMemberId! };
    const viewOnly = { ...extra, companyMemberId: company.member.companyMemberId! };
    expect((await upload(uploadMemberDetailFile, manager, viewOnly)).statusCode).toBe(403);
    const foreign = await upload(uploadMemberDetailFile, other.admin, extra);
    expect(foreign.statusCode).toBe(404);
    const stored = (await upload(uploadMemberDetailFile, company.admin, extra)).json() as UploadedFile;
    const created = await api.inject(addDetailEntry, {
      as: company.admin,
      params: { companyMemberId: colleague.companyMemberId!, sectionId: section.sectionId },
      body: { values: { [field('School')]: 'TU', [field('Diploma')]: [stored.id] } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json() as DetailEntry;
    expect(entry.files).toHaveLength(1);
    // A file uploaded for one member does not fit another member's entry.
    const misplaced = await api.inject(addDetailEntry, {
      as: company.admin,
      params: { companyMemberId: company.admin.companyMemberId!, sectionId: section.sectionId },
      body: { values: { [field('School')]: 'TU', [field('Diploma')]: [stored.id] } },
    });
    expect(misplaced.statusCode).toBe(400);

    const params = { companyMemberId: colleague.companyMemberId!, entryId: entry.entryId };
    const cleared = await api.inject(updateDetailEntry, {
      as: company.admin,
      params,
      body: { values: { [field('School')]: 'TU Wien' } },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as DetailEntry).files).toEqual([]);
    expect(
      (await api.inject(getDetailFile, { as: company.admin, params: { fileId: stored.id } })).statusCode,
    ).toBe(404);
    // The manager does not manage this member, so the entry is not theirs to know about.
    expect((await api.inject(deleteDetailEntry, { as: manager, params })).statusCode).toBe(404);
    expect((await api.inject(deleteDetailEntry, { as: other.admin, params })).statusCode).toBe(404);
    expect((await api.inject(deleteDetailEntry, { as: company.admin, params })).statusCode).toBe(204);
  });
});
