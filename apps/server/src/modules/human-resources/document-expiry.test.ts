import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUtcDays } from '@atrium/contract/dates';
import {
  addDetailEntry,
  createDetailSection,
  getDetailFile,
  getDetailSections,
  getExpiringDocuments,
  getMemberProfile,
  getMyProfile,
  updateDetailEntry,
  uploadMemberDetailFile,
  type DetailEntry,
  type DetailSectionBody,
  type DetailSectionDefinition,
  type ExpiringDocuments,
  type MemberProfile,
} from '@atrium/contract/human-resources';
import type { StoredFile as UploadedFile } from '@atrium/contract/uploads';
import { detailEntries, notificationEvents } from '../../db/schema/index.ts';
import { PDF_SMALL } from '../../platform/uploads/test-files.ts';
import { uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { useApiTest } from '../../test/api-test.ts';
import {
  createDepartment,
  createMember,
  errorOf,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { EXPIRED_STAGE, dueStage, sendExpiryReminders } from './document-expiry-reminders.ts';

const documents: DetailSectionBody = {
  name: 'Documents',
  tab: 'personal',
  repeatable: true,
  fields: [
    { label: 'Document', type: 'select', options: ['ID card', 'Work permit', 'Certificate'], required: true },
    { label: 'Scan', type: 'file' },
    { label: 'Expires on', type: 'date', expiry: true, required: true },
  ],
};

describe('hr: documents that expire, their overview and reminders', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let manager: TestPerson;
  let colleague: TestPerson;
  let section: DetailSectionDefinition;
  let today: string;
  let permitEntry: DetailEntry;
  const field = (label: string) => section.fields.find((candidate) => candidate.label === label)!.fieldId;

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    manager = await createMember(api.database, company.companyId);
    colleague = await createMember(api.database, company.companyId);
    await createDepartment(api.database, company.companyId, [company.member], manager);
  });

  const overview = (as: TestPerson, withinDays?: number | string) =>
    api.inject(getExpiringDocuments, {
      as,
      query: withinDays === undefined ? {} : { withinDays: withinDays as number },
    });
  const add = (as: TestPerson, member: TestPerson, values: Record<string, string | string[]>) =>
    api.inject(addDetailEntry, {
      as,
      params: { companyMemberId: member.companyMemberId!, sectionId: section.sectionId },
      body: { values },
    });
  const events = (kind: string, companyId = company.companyId) =>
    api.database.owner
      .select({ subjects: notificationEvents.subjectUserIds, params: notificationEvents.params })
      .from(notificationEvents)
      .where(and(eq(notificationEvents.companyId, companyId), eq(notificationEvents.kind, kind)));
  const remindIn = (companyId: string, on: string) =>
    api.database.withTenant({ companyId, userId: null }, (tx) =>
      sendExpiryReminders(
        tx,
        companyId,
        { emit: api.app.platform.notifications.emit },
        new Date(`${on}T12:00:00Z`),
      ),
    );
  const remind = (on: string) => remindIn(company.companyId, on);

  it('a date field marks the expiry; another type or a second one is refused naming the field', async () => {
    const onText = await api.inject(createDetailSection, {
      as: company.admin,
      body: { name: 'Papers', tab: 'other', fields: [{ label: 'Number', type: 'text', expiry: true }] },
    });
    expect(onText.statusCode).toBe(400);
    expect(errorOf(onText).fields?.[0]?.path).toBe('body.fields.0.expiry');
    const twice = await api.inject(createDetailSection, {
      as: company.admin,
      body: {
        name: 'Papers',
        tab: 'other',
        fields: [
          { label: 'Valid until', type: 'date', expiry: true },
          { label: 'Renew by', type: 'date', expiry: true },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).fields?.[0]?.path).toBe('body.fields.1.expiry');
    expect((await api.inject(getDetailSections, { as: company.admin })).json()).toEqual([]);

    const created = await api.inject(createDetailSection, { as: company.admin, body: documents });
    expect(created.statusCode, created.body).toBe(201);
    section = created.json() as DetailSectionDefinition;
    expect(section.fields.map((candidate) => candidate.expiry)).toEqual([false, false, true]);
  });

  it('stores the expiry of a document and refuses a day that does not exist, writing nothing', async () => {
    today = ((await overview(company.admin)).json() as ExpiringDocuments).today;
    const bad = await add(company.admin, company.member, {
      [field('Document')]: 'Work permit',
      [field('Expires on')]: '2027-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.[0]?.path).toBe(`body.values.${field('Expires on')}`);
    const missing = await add(company.admin, company.member, { [field('Document')]: 'ID card' });
    expect(errorOf(missing).fields?.[0]).toMatchObject({ path: `body.values.${field('Expires on')}` });
    expect(
      await api.database.owner
        .select()
        .from(detailEntries)
        .where(eq(detailEntries.sectionId, section.sectionId)),
    ).toHaveLength(0);

    const uploaded = await uploadFile(
      api.app,
      {
        url: uploadMemberDetailFile.path,
        field: 'file',
        as: company.admin,
        contentType: 'application/pdf',
        fileName: 'permit.pdf',
        extra: {
          companyDetailSectionId: section.sectionId,
          companyMemberId: company.member.companyMemberId!,
        },
      },
      PDF_SMALL,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json() as UploadedFile;
    const permit = await add(company.admin, company.member, {
      [field('Document')]: 'Work permit',
      [field('Scan')]: [file.id],
      [field('Expires on')]: addUtcDays(today, 5),
    });
    expect(permit.statusCode, permit.body).toBe(201);
    permitEntry = permit.json() as DetailEntry;
    expect(permitEntry.values[field('Expires on')]).toBe(addUtcDays(today, 5));
    expect(
      (
        await add(company.admin, company.member, {
          [field('Document')]: 'ID card',
          [field('Expires on')]: addUtcDays(today, 100),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await add(company.admin, colleague, {
          [field('Document')]: 'Certificate',
          [field('Expires on')]: addUtcDays(today, -3),
        })
      ).statusCode,
    ).toBe(201);

    // The member sees their own documents with the expiry on their profile.
    const mine = (await api.inject(getMyProfile, { as: company.member })).json() as MemberProfile;
    const own = mine.sections.find((candidate) => candidate.sectionId === section.sectionId)!;
    expect(own.fields.find((candidate) => candidate.expiry)?.fieldId).toBe(field('Expires on'));
    expect(own.entries.map((entry) => entry.values[field('Expires on')]).sort()).toEqual(
      [addUtcDays(today, 5), addUtcDays(today, 100)].sort(),
    );
  });

  it('lists what expires within the days asked and what has expired, to whom may see it', async () => {
    const soon = await overview(company.admin, 30);
    expect(soon.statusCode, soon.body).toBe(200);
    const listed = (soon.json() as ExpiringDocuments).documents;
    expect(listed.map((document) => [document.label, document.daysLeft, document.companyMemberId])).toEqual([
      ['Certificate', -3, colleague.companyMemberId],
      ['Work permit', 5, company.member.companyMemberId],
    ]);
    expect(listed[1]).toMatchObject({
      sectionName: 'Documents',
      tab: 'personal',
      expiresOn: addUtcDays(today, 5),
    });
    expect(((await overview(company.owner, 365)).json() as ExpiringDocuments).documents).toHaveLength(3);

    // A department manager sees the members of their department only.
    const managed = ((await overview(manager, 365)).json() as ExpiringDocuments).documents;
    expect(managed.map((document) => document.companyMemberId)).toEqual([
      company.member.companyMemberId,
      company.member.companyMemberId,
    ]);
    // A member has no overview; another company sees none of these.
    expect((await overview(company.member)).statusCode).toBe(403);
    expect(((await overview(other.admin, 365)).json() as ExpiringDocuments).documents).toEqual([]);

    const tooFar = await overview(company.admin, 400);
    expect(tooFar.statusCode).toBe(400);
    expect(errorOf(tooFar).fields?.[0]?.path).toBe('query.withinDays');
    expect(errorOf(await overview(company.admin, 'soon')).fields?.[0]?.path).toBe('query.withinDays');
  });

  it("keeps a member out of others' documents and another company out of all", async () => {
    const fileId = permitEntry.files[0]!.fileId;
    expect((await api.inject(getDetailFile, { as: company.member, params: { fileId } })).statusCode).toBe(
      200,
    );
    expect((await api.inject(getDetailFile, { as: colleague, params: { fileId } })).statusCode).toBe(404);
    expect((await api.inject(getDetailFile, { as: other.admin, params: { fileId } })).statusCode).toBe(404);
    const othersProfile = await api.inject(getMemberProfile, {
      as: colleague,
      params: { companyMemberId: company.member.companyMemberId! },
    });
    expect(othersProfile.statusCode).toBe(403);
    const foreign = await api.inject(updateDetailEntry, {
      as: other.admin,
      params: { companyMemberId: company.member.companyMemberId!, entryId: permitEntry.entryId },
      body: { values: { [field('Document')]: 'ID card', [field('Expires on')]: '2030-01-01' } },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('reminds the member and HR once per stage; a rerun sends nothing new', async () => {
    expect([
      dueStage(31),
      dueStage(30),
      dueStage(8),
      dueStage(7),
      dueStage(1),
      dueStage(0),
      dueStage(-1),
      dueStage(-30),
      dueStage(-31),
    ]).toEqual([null, 30, 30, 7, 7, 0, EXPIRED_STAGE, EXPIRED_STAGE, null]);
    // The work permit's 7-day stage, and the colleague's certificate that expired 3 days ago.
    expect(await remind(today)).toBe(2);
    expect(await remind(today)).toBe(0);
    const toMember = await events('hr.document_expiring');
    expect(toMember).toEqual([
      {
        subjects: [company.member.userId],
        params: { documentName: 'Work permit', expiresOn: addUtcDays(today, 5) },
      },
    ]);
    const toHr = await events('hr.member_document_expiring');
    expect(toHr).toHaveLength(1);
    expect([...toHr[0]!.subjects].sort()).toEqual(
      [company.owner.userId, company.admin.userId, manager.userId].sort(),
    );
    expect(toHr[0]!.params).toMatchObject({
      companyMemberId: company.member.companyMemberId,
      tab: 'personal-information',
    });

    // On the day: the last stage, once.
    expect(await remind(addUtcDays(today, 5))).toBe(1);
    expect(await remind(addUtcDays(today, 5))).toBe(0);
    expect(await events('hr.document_expiring')).toHaveLength(2);
    // The ID card reaches its 30-day stage later, and only then.
    expect(await remind(addUtcDays(today, 70))).toBe(1);
    expect(await events('hr.document_expiring')).toHaveLength(3);

    // A renewed document (a new expiry day) is reminded of afresh.
    const renewed = await api.inject(updateDetailEntry, {
      as: company.admin,
      params: { companyMemberId: company.member.companyMemberId!, entryId: permitEntry.entryId },
      body: {
        values: {
          [field('Document')]: 'Work permit',
          [field('Scan')]: permitEntry.files.map((file) => file.fileId),
          [field('Expires on')]: addUtcDays(today, 20),
        },
      },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await remind(today)).toBe(1);
    expect(await remind(today)).toBe(0);
    expect(await events('hr.document_expiring')).toHaveLength(4);
  });

  it('tells once that a document has expired, to the member and to HR who may see it only', async () => {
    // The colleague's certificate expired 3 days before the first run: told once, then never again.
    const expired = await events('hr.member_document_expired');
    expect(await events('hr.document_expired')).toEqual([
      {
        subjects: [colleague.userId],
        params: { documentName: 'Certificate', expiresOn: addUtcDays(today, -3) },
      },
    ]);
    expect(expired).toHaveLength(1);
    // The manager manages another department, the member is a colleague: neither may see it.
    expect([...expired[0]!.subjects].sort()).toEqual([company.owner.userId, company.admin.userId].sort());
    expect(expired[0]!.params).toMatchObject({
      personName: expect.any(String),
      documentName: 'Certificate',
      companyMemberId: colleague.companyMemberId,
      tab: 'personal-information',
    });
    expect(await remind(addUtcDays(today, 1))).toBe(0);
    expect(await remind(addUtcDays(today, 2))).toBe(0);
    expect(await events('hr.document_expired')).toHaveLength(1);

    // A document entered long expired (more than 30 days ago) gets no reminder at all.
    const old = await add(company.admin, colleague, {
      [field('Document')]: 'ID card',
      [field('Expires on')]: addUtcDays(today, -40),
    });
    expect(old.statusCode, old.body).toBe(201);
    expect(await remind(today)).toBe(0);
    expect(await events('hr.document_expired')).toHaveLength(1);

    // Another company's expired document is left to its own company's run.
    const foreignSection = (
      await api.inject(createDetailSection, { as: other.admin, body: documents })
    ).json() as DetailSectionDefinition;
    const foreignField = (label: string) =>
      foreignSection.fields.find((candidate) => candidate.label === label)!.fieldId;
    const foreign = await api.inject(addDetailEntry, {
      as: other.admin,
      params: { companyMemberId: other.member.companyMemberId!, sectionId: foreignSection.sectionId },
      body: {
        values: {
          [foreignField('Document')]: 'ID card',
          [foreignField('Expires on')]: addUtcDays(today, -2),
        },
      },
    });
    expect(foreign.statusCode, foreign.body).toBe(201);
    expect(await remind(today)).toBe(0);
    expect(await events('hr.document_expired', other.companyId)).toEqual([]);
    expect(await remindIn(other.companyId, today)).toBe(1);
    expect(await remindIn(other.companyId, today)).toBe(0);
    expect((await events('hr.document_expired', other.companyId))[0]!.subjects).toEqual([
      other.member.userId,
    ]);
    expect(await events('hr.document_expired')).toHaveLength(1);

    // Renewed with a day ahead, the certificate starts the stages afresh, its new expiry included.
    const certificate = (
      await api.database.owner
        .select({ id: detailEntries.id, values: detailEntries.values })
        .from(detailEntries)
        .where(eq(detailEntries.memberId, colleague.companyMemberId!))
    ).find((entry) => entry.values[field('Document')] === 'Certificate')!;
    const renewed = await api.inject(updateDetailEntry, {
      as: company.admin,
      params: { companyMemberId: colleague.companyMemberId!, entryId: certificate.id },
      body: { values: { [field('Document')]: 'Certificate', [field('Expires on')]: addUtcDays(today, 10) } },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await remind(today)).toBe(1);
    expect((await events('hr.document_expiring')).at(-1)!.subjects).toEqual([colleague.userId]);
    expect(await remind(addUtcDays(today, 11))).toBe(1);
    expect(await remind(addUtcDays(today, 12))).toBe(0);
    expect((await events('hr.document_expired')).map((event) => event.params)).toEqual([
      { documentName: 'Certificate', expiresOn: addUtcDays(today, -3) },
      { documentName: 'Certificate', expiresOn: addUtcDays(today, 10) },
    ]);
  });

  it('keeps a special-category document to owners and admins: neither the member nor the manager is told', async () => {
    const created = await api.inject(createDetailSection, {
      as: company.admin,
      body: {
        name: 'Medical',
        tab: 'personal',
        specialCategory: true,
        fields: [{ label: 'Valid until', type: 'date', expiry: true }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const medical = created.json() as DetailSectionDefinition;
    const entry = await api.inject(addDetailEntry, {
      as: company.admin,
      params: { companyMemberId: company.member.companyMemberId!, sectionId: medical.sectionId },
      body: { values: { [medical.fields[0]!.fieldId]: addUtcDays(today, -2) } },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const before = (await events('hr.document_expired')).length;
    expect(await remind(today)).toBe(1);
    expect(await remind(today)).toBe(0);
    expect(await events('hr.document_expired')).toHaveLength(before);
    const toHr = (await events('hr.member_document_expired')).at(-1)!;
    expect(toHr.params).toMatchObject({
      documentName: 'Medical',
      companyMemberId: company.member.companyMemberId,
    });
    // The manager of the member's department may not see special-category data.
    expect([...toHr.subjects].sort()).toEqual([company.owner.userId, company.admin.userId].sort());
  });
});
