import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addEmploymentRecord,
  decideChangeProposal,
  getChangeProposals,
  getMemberProfile,
  getMyChangeProposals,
  getMyProfile,
  getRecordAudit,
  memberProfileSchema,
  proposeChange,
  updateMemberRecord,
  type ChangeProposal,
  type MemberProfile,
  type RecordAuditEntry,
} from '@atrium/contract/human-resources';
import {
  companyMembers,
  detailEntries,
  detailFields,
  detailSections,
  memberRecordAudit,
  memberRecords,
} from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import {
  createDepartment,
  createMember,
  errorOf,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';

describe('hr profiles, employment, proposals and the record audit', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let engineering = '';
  let foreignDepartment = '';
  let engineer: TestPerson;
  let manager: TestPerson;
  let outsider: TestPerson;

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    engineer = await createMember(api.database, company.companyId);
    manager = await createMember(api.database, company.companyId);
    outsider = await createMember(api.database, company.companyId);
    ({ departmentId: engineering } = await createDepartment(
      api.database,
      company.companyId,
      [engineer, manager],
      manager,
    ));
    ({ departmentId: foreignDepartment } = await createDepartment(api.database, other.companyId, []));
  });

  const profileOf = async (person: TestPerson, as: TestPerson = company.admin) => {
    const response = await api.inject(getMemberProfile, {
      as,
      params: { companyMemberId: person.companyMemberId! },
    });
    return response;
  };
  const specialReads = async (memberId: string) =>
    (
      await api.database.owner
        .select()
        .from(memberRecordAudit)
        .where(
          and(eq(memberRecordAudit.memberId, memberId), eq(memberRecordAudit.kind, 'special_category_read')),
        )
    ).length;

  it('an admin writes a record, special-category data included, and every change is audited old → new', async () => {
    const response = await api.inject(updateMemberRecord, {
      as: company.admin,
      params: { companyMemberId: engineer.companyMemberId! },
      body: {
        givenName: 'Elena',
        familyName: 'Petrovska',
        birthDate: '1990-05-17',
        citizenship: 'mk',
        ethnicity: 'MK',
        address: { street: 'Partizanska 1', city: 'Skopje', country: 'MK' },
        emergencyContacts: [{ name: 'Marko Petrovski', relationship: 'Brother', phone: '+389 70 123 456' }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = memberProfileSchema.parse(response.json());
    expect(profile.record).toMatchObject({ givenName: 'Elena', citizenship: 'MK', birthDate: '1990-05-17' });
    expect(profile.specialCategory).toEqual({ ethnicity: 'MK', healthNotes: null });
    const audit = await api.inject(getRecordAudit, {
      as: company.admin,
      params: { companyMemberId: engineer.companyMemberId! },
    });
    const entries = audit.json() as RecordAuditEntry[];
    const personal = entries.find((entry) => entry.kind === 'change' && entry.section === 'personal')!;
    expect(personal.details.changes).toMatchObject({ givenName: { from: null, to: 'Elena' } });
    expect(entries.some((entry) => entry.section === 'special_category' && entry.kind === 'change')).toBe(
      true,
    );
  });

  it('sending the record back unchanged, with empty parts as null, changes nothing', async () => {
    const changes = async () =>
      (
        await api.database.owner
          .select()
          .from(memberRecordAudit)
          .where(
            and(
              eq(memberRecordAudit.memberId, engineer.companyMemberId!),
              eq(memberRecordAudit.kind, 'change'),
            ),
          )
      ).length;
    const before = await changes();
    const same = await api.inject(updateMemberRecord, {
      as: company.admin,
      params: { companyMemberId: engineer.companyMemberId! },
      body: {
        givenName: 'Elena',
        address: { street: 'Partizanska 1', city: 'Skopje', postalCode: null, region: null, country: 'MK' },
        emergencyContacts: [
          { name: 'Marko Petrovski', relationship: 'Brother', phone: '+389 70 123 456', email: null },
        ],
      },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(await changes()).toBe(before);
  });

  it('every read of special-category data by an admin is audited; a manager gets none of it', async () => {
    const before = await specialReads(engineer.companyMemberId!);
    const asAdmin = await profileOf(engineer);
    expect(asAdmin.statusCode).toBe(200);
    expect((asAdmin.json() as MemberProfile).specialCategory?.ethnicity).toBe('MK');
    expect(await specialReads(engineer.companyMemberId!)).toBe(before + 1);

    const asManager = await profileOf(engineer, manager);
    expect(asManager.statusCode, asManager.body).toBe(200);
    const seen = asManager.json() as MemberProfile;
    expect(seen.specialCategory).toBeNull();
    expect(seen.access).toEqual({
      personal: 'view',
      specialCategory: 'none',
      employment: 'view',
      administration: 'view',
    });
    expect(seen.record?.givenName).toBe('Elena');
    expect(JSON.stringify(seen)).not.toContain('ethnicity');
    expect(await specialReads(engineer.companyMemberId!)).toBe(before + 1);
  });

  it('a manager is refused members outside what they manage; a member is refused other profiles', async () => {
    const outside = await profileOf(outsider, manager);
    expect(outside.statusCode).toBe(403);
    const asMember = await profileOf(engineer, company.member);
    expect(asMember.statusCode).toBe(403);
    const audit = await api.inject(getRecordAudit, {
      as: company.member,
      params: { companyMemberId: engineer.companyMemberId! },
    });
    expect(audit.statusCode).toBe(403);
  });

  it("another company's member answers 404 and is left untouched", async () => {
    const foreign = await profileOf(other.member);
    expect(foreign.statusCode).toBe(404);
    const write = await api.inject(updateMemberRecord, {
      as: company.admin,
      params: { companyMemberId: other.member.companyMemberId! },
      body: { givenName: 'Nope' },
    });
    expect(write.statusCode).toBe(404);
    const rows = await api.database.owner
      .select()
      .from(memberRecords)
      .where(eq(memberRecords.memberId, other.member.companyMemberId!));
    expect(rows).toEqual([]);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const bad = await api.inject(updateMemberRecord, {
      as: company.admin,
      params: { companyMemberId: outsider.companyMemberId! },
      body: unchecked({ givenName: 'Half', birthDate: '17.05.1990' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.map((field) => field.path)).toEqual(['body.birthDate']);
    const country = await api.inject(updateMemberRecord, {
      as: company.admin,
      params: { companyMemberId: outsider.companyMemberId! },
      body: unchecked({ citizenship: 'ZZ' }),
    });
    expect(errorOf(country).fields?.map((field) => field.path)).toEqual(['body.citizenship']);
    const rows = await api.database.owner
      .select()
      .from(memberRecords)
      .where(eq(memberRecords.memberId, outsider.companyMemberId!));
    expect(rows).toEqual([]);
  });

  it('dated employment: the row in force sets position and department, a planned one does not', async () => {
    const add = (options: Parameters<typeof api.inject<typeof addEmploymentRecord>>[1]) =>
      api.inject(addEmploymentRecord, options);
    const first = await add({
      as: company.admin,
      params: { companyMemberId: engineer.companyMemberId! },
      body: {
        effectiveFrom: '2024-01-01',
        position: 'Engineer',
        departmentId: engineering,
        managerMemberId: manager.companyMemberId!,
        employmentType: 'full_time',
        startDate: '2024-01-01',
        weeklyHours: 40,
        contractType: 'permanent',
      },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      current: true,
      manager: { id: manager.companyMemberId },
      weeklyHours: 40,
    });
    const planned = await add({
      as: company.admin,
      params: { companyMemberId: engineer.companyMemberId! },
      body: { effectiveFrom: '2999-01-01', position: 'Lead engineer', employmentType: 'full_time' },
    });
    expect(planned.statusCode).toBe(201);
    expect(planned.json()).toMatchObject({ current: false });
    const [membership] = await api.database.owner
      .select({ position: companyMembers.position, departmentId: companyMembers.departmentId })
      .from(companyMembers)
      .where(eq(companyMembers.id, engineer.companyMemberId!));
    expect(membership).toEqual({ position: 'Engineer', departmentId: engineering });
    const profile = (await profileOf(engineer)).json() as MemberProfile;
    expect(profile.employment.map((row) => [row.effectiveFrom, row.current])).toEqual([
      ['2999-01-01', false],
      ['2024-01-01', true],
    ]);
  });

  it('nobody changes their own employment; foreign departments and managers are named', async () => {
    const own = await api.inject(addEmploymentRecord, {
      as: company.admin,
      params: { companyMemberId: company.admin.companyMemberId! },
      body: { effectiveFrom: '2025-01-01', position: 'CEO' },
    });
    expect(own.statusCode).toBe(403);
    const foreign = await api.inject(addEmploymentRecord, {
      as: company.admin,
      params: { companyMemberId: outsider.companyMemberId! },
      body: { effectiveFrom: '2025-01-01', departmentId: foreignDepartment },
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).fields).toEqual([
      { path: 'body.departmentId', message: 'is not a department of this company' },
    ]);
    const foreignManager = await api.inject(addEmploymentRecord, {
      as: company.admin,
      params: { companyMemberId: outsider.companyMemberId! },
      body: { effectiveFrom: '2025-01-01', managerMemberId: other.owner.companyMemberId! },
    });
    expect(errorOf(foreignManager).fields?.[0]?.path).toBe('body.managerMemberId');
    const byManager = await api.inject(addEmploymentRecord, {
      as: manager,
      params: { companyMemberId: engineer.companyMemberId! },
      body: { effectiveFrom: '2025-01-01', position: 'Boss' },
    });
    expect(byManager.statusCode).toBe(403);
  });

  it('a member sees their own record without special-category data and may only propose', async () => {
    const mine = await api.inject(getMyProfile, { as: engineer });
    expect(mine.statusCode).toBe(200);
    const profile = mine.json() as MemberProfile;
    expect(profile.access).toEqual({
      personal: 'propose',
      specialCategory: 'none',
      employment: 'view',
      administration: 'none',
    });
    expect(profile.specialCategory).toBeNull();
    expect(profile.employment).toHaveLength(2);
    const direct = await api.inject(updateMemberRecord, {
      as: engineer,
      params: { companyMemberId: engineer.companyMemberId! },
      body: { givenName: 'Self' },
    });
    expect(direct.statusCode).toBe(403);
  });

  it('a member proposes an address change, cannot propose a position, and HR approves it old → new', async () => {
    const position = await api.inject(proposeChange, {
      as: engineer,
      body: unchecked({ changes: { position: 'CTO' } }),
    });
    expect(position.statusCode).toBe(400);
    const nothing = await api.inject(proposeChange, {
      as: engineer,
      body: { changes: { givenName: 'Elena' } },
    });
    expect(nothing.statusCode).toBe(400);
    expect(errorOf(nothing).fields?.[0]?.path).toBe('body.changes');

    const proposed = await api.inject(proposeChange, {
      as: engineer,
      body: { changes: { address: { street: 'Ilindenska 5', city: 'Tetovo', country: 'MK' } } },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposal = proposed.json() as ChangeProposal;
    expect(proposal.changes.address).toEqual({
      from: { street: 'Partizanska 1', city: 'Skopje', country: 'MK' },
      to: { street: 'Ilindenska 5', city: 'Tetovo', country: 'MK' },
    });
    const pending = (await api.inject(getChangeProposals, { as: company.admin })).json() as ChangeProposal[];
    expect(pending.map((item) => item.proposalId)).toContain(proposal.proposalId);
    const byMember = await api.inject(decideChangeProposal, {
      as: engineer,
      params: { proposalId: proposal.proposalId },
      body: { decision: 'approve' },
    });
    expect(byMember.statusCode).toBe(403);
    const foreign = await api.inject(decideChangeProposal, {
      as: other.admin,
      params: { proposalId: proposal.proposalId },
      body: { decision: 'approve' },
    });
    expect(foreign.statusCode).toBe(404);

    const approved = await api.inject(decideChangeProposal, {
      as: company.admin,
      params: { proposalId: proposal.proposalId },
      body: { decision: 'approve', effectiveDate: '2026-12-01' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', effectiveDate: '2026-12-01' });
    const record = (await api.inject(getMyProfile, { as: engineer })).json() as MemberProfile;
    expect(record.record?.address).toEqual({ street: 'Ilindenska 5', city: 'Tetovo', country: 'MK' });
    const again = await api.inject(decideChangeProposal, {
      as: company.owner,
      params: { proposalId: proposal.proposalId },
      body: { decision: 'reject' },
    });
    expect(again.statusCode).toBe(409);
    const mine = (await api.inject(getMyChangeProposals, { as: engineer })).json() as ChangeProposal[];
    expect(mine[0]).toMatchObject({ proposalId: proposal.proposalId, status: 'approved' });
    const audit = (
      await api.inject(getRecordAudit, {
        as: company.admin,
        params: { companyMemberId: engineer.companyMemberId! },
      })
    ).json() as RecordAuditEntry[];
    expect(audit[0]).toMatchObject({
      kind: 'proposal',
      section: 'address',
      details: { proposalId: proposal.proposalId, status: 'approved', effectiveDate: '2026-12-01' },
    });
  });

  it('nobody decides their own proposal; a rejection changes nothing', async () => {
    const own = await api.inject(proposeChange, {
      as: company.admin,
      body: { changes: { workPhone: '+389 2 3000 000' } },
    });
    expect(own.statusCode, own.body).toBe(201);
    const self = await api.inject(decideChangeProposal, {
      as: company.admin,
      params: { proposalId: (own.json() as ChangeProposal).proposalId },
      body: { decision: 'approve' },
    });
    expect(self.statusCode).toBe(403);
    const rejected = await api.inject(decideChangeProposal, {
      as: company.owner,
      params: { proposalId: (own.json() as ChangeProposal).proposalId },
      body: { decision: 'reject', note: 'Use the switchboard number' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionNote: 'Use the switchboard number' });
    const profile = (await profileOf(company.admin, company.owner)).json() as MemberProfile;
    expect(profile.record?.workPhone).toBeNull();
  });
  it("the company's own sections come with the member's entries; a special-category one only for admins", async () => {
    const db = api.database.owner;
    const [education] = await db
      .insert(detailSections)
      .values({ companyId: company.companyId, name: 'Education', tab: 'other', repeatable: true })
      .returning();
    await db
      .insert(detailSections)
      .values({
        companyId: company.companyId,
        name: 'Medical checks',
        tab: 'other',
        specialCategory: true,
        sortOrder: 1,
      })
      .returning();
    const [school] = await db
      .insert(detailFields)
      .values({ companyId: company.companyId, sectionId: education!.id, label: 'School', type: 'text' })
      .returning();
    await db.insert(detailEntries).values([
      {
        companyId: company.companyId,
        sectionId: education!.id,
        memberId: engineer.companyMemberId!,
        values: { [school!.id]: 'UKIM' },
      },
      {
        companyId: company.companyId,
        sectionId: education!.id,
        memberId: outsider.companyMemberId!,
        values: { [school!.id]: 'SEEU' },
      },
    ]);
    const asAdmin = (await profileOf(engineer)).json() as MemberProfile;
    expect(asAdmin.sections.map((section) => section.name)).toEqual(['Education', 'Medical checks']);
    expect(asAdmin.sections[0]).toMatchObject({
      repeatable: true,
      fields: [{ fieldId: school!.id, label: 'School', type: 'text' }],
      entries: [{ values: { [school!.id]: 'UKIM' } }],
    });
    const asManager = (await profileOf(engineer, manager)).json() as MemberProfile;
    expect(asManager.sections.map((section) => section.name)).toEqual(['Education']);
    const own = (await api.inject(getMyProfile, { as: engineer })).json() as MemberProfile;
    expect(own.sections.map((section) => section.name)).toEqual(['Education']);
    expect(JSON.stringify(own)).not.toContain('SEEU');
  });
});
