import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allocateAllowanceYear,
  createAllowancePolicy,
  decideLeaveRequests,
  submitLeaveRequest,
  type LeaveRequestDetail,
} from '@atrium/contract/absence';
import {
  createAbsenceFileRule,
  deleteAbsenceFileRule,
  deleteMemberDocument,
  downloadMemberDocument,
  getAbsenceFileRules,
  getMemberDocuments,
  updateAbsenceFileRule,
  type AbsenceFileRule,
  type MemberDocument,
} from '@atrium/contract/member-documents';
import {
  createTemplate,
  generateDocument,
  uploadNewTemplateFile,
  type TemplateDetail,
} from '@atrium/contract/templates';
import {
  documentGenerations,
  leaveRequests,
  memberDocuments,
  memberRecordAudit,
  notificationEvents,
  storedFiles,
} from '../../db/schema/index.ts';
import { uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { useApiTest } from '../../test/api-test.ts';
import {
  createMember,
  errorOf,
  leaveTypeId,
  seedAbsenceDefaultsIn,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { until } from '../../test/until.ts';
import { runAbsenceFiles } from './absence-file-job.ts';
import { docxParagraphs, minimalDocx } from './minimal-docx.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const APPROVAL = minimalDocx([
  'Leave approval',
  '{{member.fullName}}: {{leave.type}} {{leave.startDate}} – {{leave.endDate}}, {{leave.state}}',
]);
const CERTIFICATE = minimalDocx(['Employment certificate for {{member.fullName}}']);

describe('member documents and absence file generation rules', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let colleague: TestPerson;
  let annual: string;
  let sick: string;
  let otherAnnual: string;
  let approval: TemplateDetail;
  let certificate: TemplateDetail;
  let otherTemplate: TemplateDetail;

  async function createFrom(as: TestPerson, data: Buffer, name: string, kind: 'member' | 'leave_request') {
    const uploaded = await uploadFile(
      api.app,
      { url: uploadNewTemplateFile.path, field: 'fileTemplate', as, contentType: DOCX, fileName: 't.docx' },
      data,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const response = await api.inject(createTemplate, {
      as,
      body: { fileId: (uploaded.json() as { id: string }).id, name, kind, language: 'en' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as TemplateDetail;
  }

  const documentsOf = async (as: TestPerson, member: TestPerson) =>
    api.inject(getMemberDocuments, { as, query: { companyMemberId: member.companyMemberId! } });

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    await seedAbsenceDefaultsIn(api.database, [company, other]);
    annual = await leaveTypeId(api.database, company.companyId, 'Annual leave');
    sick = await leaveTypeId(api.database, company.companyId, 'Sick leave');
    otherAnnual = await leaveTypeId(api.database, other.companyId, 'Annual leave');
    colleague = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Cole League' });
    approval = await createFrom(company.admin, APPROVAL, 'Leave approval', 'leave_request');
    certificate = await createFrom(company.admin, CERTIFICATE, 'Employment certificate', 'member');
    otherTemplate = await createFrom(other.admin, APPROVAL, 'Other approval', 'leave_request');
    const policy = await api.inject(createAllowancePolicy, {
      as: company.admin,
      body: { effectiveFrom: '2026-01-01', yearlyDays: 20, preset: 'MK' },
    });
    expect(policy.statusCode, policy.body).toBe(201);
    const allocated = await api.inject(allocateAllowanceYear, { as: company.admin, body: { year: 2026 } });
    expect(allocated.statusCode, allocated.body).toBe(200);
    await api.app.platform.jobs.startWorkers();
  });

  it('rules: add, list, change and remove; bad input names the field; another company’s ids are 404; members 403', async () => {
    const body = {
      leaveTypeId: sick,
      stateChange: 'approved' as const,
      companyUserTemplateId: approval.companyUserTemplateId,
    };
    const created = await api.inject(createAbsenceFileRule, { as: company.admin, body });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json() as AbsenceFileRule;
    expect(rule).toMatchObject(body);

    const twice = await api.inject(createAbsenceFileRule, { as: company.owner, body });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).fields?.map((field) => field.path)).toEqual(['body.companyUserTemplateId']);

    const memberTemplate = await api.inject(createAbsenceFileRule, {
      as: company.admin,
      body: { ...body, companyUserTemplateId: certificate.companyUserTemplateId },
    });
    expect(memberTemplate.statusCode).toBe(400);
    expect(errorOf(memberTemplate).fields?.map((field) => field.path)).toEqual([
      'body.companyUserTemplateId',
    ]);

    const badState = await api.inject(createAbsenceFileRule, {
      as: company.admin,
      body: { ...body, stateChange: 'rejected' as never },
    });
    expect(badState.statusCode).toBe(400);
    expect(errorOf(badState).fields?.map((field) => field.path)).toContain('body.stateChange');

    for (const foreign of [
      { ...body, leaveTypeId: otherAnnual },
      { ...body, companyUserTemplateId: otherTemplate.companyUserTemplateId },
    ]) {
      const response = await api.inject(createAbsenceFileRule, { as: company.admin, body: foreign });
      expect(response.statusCode).toBe(404);
    }
    const asMember = await api.inject(createAbsenceFileRule, { as: company.member, body });
    expect(asMember.statusCode).toBe(403);

    const changed = await api.inject(updateAbsenceFileRule, {
      as: company.admin,
      params: { absenceFileRuleId: rule.absenceFileRuleId },
      body: { ...body, stateChange: 'cancelled' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as AbsenceFileRule).stateChange).toBe('cancelled');
    const foreignUpdate = await api.inject(updateAbsenceFileRule, {
      as: other.admin,
      params: { absenceFileRuleId: rule.absenceFileRuleId },
      body: { ...body, leaveTypeId: otherAnnual, companyUserTemplateId: otherTemplate.companyUserTemplateId },
    });
    expect(foreignUpdate.statusCode).toBe(404);
    const foreignDelete = await api.inject(deleteAbsenceFileRule, {
      as: other.owner,
      params: { absenceFileRuleId: rule.absenceFileRuleId },
    });
    expect(foreignDelete.statusCode).toBe(404);

    const list = await api.inject(getAbsenceFileRules, { as: company.owner });
    expect(list.json()).toEqual([expect.objectContaining({ absenceFileRuleId: rule.absenceFileRuleId })]);
    expect((await api.inject(getAbsenceFileRules, { as: other.owner })).json()).toEqual([]);

    const removed = await api.inject(deleteAbsenceFileRule, {
      as: company.admin,
      params: { absenceFileRuleId: rule.absenceFileRuleId },
    });
    expect(removed.statusCode).toBe(204);
    expect((await api.inject(getAbsenceFileRules, { as: company.owner })).json()).toEqual([]);
  });

  it('approving a request of a rule’s leave type files exactly one document; a rerun files nothing; the member sees it, another member does not', async () => {
    const rule = await api.inject(createAbsenceFileRule, {
      as: company.owner,
      body: {
        leaveTypeId: annual,
        stateChange: 'approved',
        companyUserTemplateId: approval.companyUserTemplateId,
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const submitted = await api.inject(submitLeaveRequest, {
      as: company.member,
      body: { leaveTypeId: annual, startsOn: '2026-12-14', endsOn: '2026-12-15' },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const request = submitted.json() as LeaveRequestDetail;
    if (request.status !== 'approved') {
      const decided = await api.inject(decideLeaveRequests, {
        as: company.admin,
        body: { leaveRequestIds: [request.leaveRequestId], decision: 'approved', comment: null },
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }

    const documents = await until(async () => {
      const list = (await documentsOf(company.member, company.member)).json() as MemberDocument[];
      return list.length > 0 ? list : undefined;
    });
    expect(documents).toEqual([
      expect.objectContaining({
        leaveRequestId: request.leaveRequestId,
        stateChange: 'approved',
        filedBy: null,
      }),
    ]);
    expect(documents[0]!.name).toMatch(/^Leave approval - /);

    // Run again (as a retried job would): nothing new is filed.
    const again = await runAbsenceFiles(
      api.app.platform,
      (work) => api.database.withTenant({ companyId: company.companyId, userId: null }, work),
      company.companyId,
      { leaveRequestId: request.leaveRequestId, stateChange: 'approved', actorMemberId: null },
    );
    expect(again).toBe(0);
    const rows = await api.database.owner
      .select({ id: memberDocuments.id })
      .from(memberDocuments)
      .where(eq(memberDocuments.leaveRequestId, request.leaveRequestId));
    expect(rows).toHaveLength(1);

    const download = await api.inject(downloadMemberDocument, {
      as: company.member,
      query: { memberDocumentId: documents[0]!.memberDocumentId },
    });
    expect(download.statusCode).toBe(200);
    expect(docxParagraphs(download.rawPayload).join('\n')).toContain('Annual leave');

    // Another member neither lists nor downloads it; another company's admin gets 404 too.
    expect((await documentsOf(colleague, company.member)).statusCode).toBe(404);
    for (const as of [colleague, other.admin]) {
      const denied = await api.inject(downloadMemberDocument, {
        as,
        query: { memberDocumentId: documents[0]!.memberDocumentId },
      });
      expect(denied.statusCode).toBe(404);
    }
    expect((await documentsOf(company.admin, company.member)).json()).toHaveLength(1);

    const kinds = await api.database.owner
      .select({ kind: notificationEvents.kind })
      .from(notificationEvents)
      .where(eq(notificationEvents.companyId, company.companyId));
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['templates.document_filed', 'templates.member_document_filed']),
    );
  });

  /** The admin generates the colleague's certificate and files it; answers the filed document's id. */
  async function fileCertificate(): Promise<string> {
    const generated = await api.inject(generateDocument, {
      as: company.admin,
      body: {
        companyUserTemplateId: certificate.companyUserTemplateId,
        companyMemberId: colleague.companyMemberId!,
        saveToMemberFiles: true,
      },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const memberDocumentId = generated.headers['x-member-document-id'];
    expect(memberDocumentId).toBeTruthy();
    return String(memberDocumentId);
  }

  it('generating for one member may file the document; a member may not file', async () => {
    await fileCertificate();
    const list = (await documentsOf(colleague, colleague)).json() as MemberDocument[];
    expect(list).toEqual([
      expect.objectContaining({
        name: expect.stringMatching(/^Employment certificate - Cole League/),
        filedBy: expect.any(String),
      }),
    ]);
    const plain = await api.inject(generateDocument, {
      as: company.admin,
      body: {
        companyUserTemplateId: certificate.companyUserTemplateId,
        companyMemberId: colleague.companyMemberId!,
      },
    });
    expect(plain.statusCode).toBe(200);
    expect((await documentsOf(colleague, colleague)).json()).toHaveLength(1);
    const asMember = await api.inject(generateDocument, {
      as: company.member,
      body: {
        companyUserTemplateId: certificate.companyUserTemplateId,
        companyMemberId: company.member.companyMemberId!,
        saveToMemberFiles: true,
      },
    });
    expect(asMember.statusCode).toBe(403);
  });

  it('HR removes a document filed by mistake with its file and a line in the record history; the member may not; another company’s admin gets 404', async () => {
    const memberDocumentId = await fileCertificate();
    const [filed] = await api.database.owner
      .select({ fileId: memberDocuments.fileId, name: memberDocuments.name })
      .from(memberDocuments)
      .where(eq(memberDocuments.id, memberDocumentId));
    const remove = (as: TestPerson, id = memberDocumentId) =>
      api.inject(deleteMemberDocument, { as, params: { memberDocumentId: id } });

    // The member sees their own documents but may not remove them; a stranger to the company gets 404.
    const byMember = await remove(colleague);
    expect(byMember.statusCode).toBe(403);
    expect((await remove(other.admin)).statusCode).toBe(404);
    expect((await remove(company.admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove(company.admin, 'not-an-id')).statusCode).toBe(400);
    expect(errorOf(await remove(company.admin, 'not-an-id')).fields).toEqual([
      expect.objectContaining({ path: 'params.memberDocumentId' }),
    ]);

    expect((await remove(company.admin)).statusCode).toBe(204);
    expect(
      ((await documentsOf(colleague, colleague)).json() as MemberDocument[]).map(
        (row) => row.memberDocumentId,
      ),
    ).not.toContain(memberDocumentId);
    const download = await api.inject(downloadMemberDocument, {
      as: company.admin,
      query: { memberDocumentId },
    });
    expect(download.statusCode).toBe(404);
    const files = await api.database.owner
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.id, filed!.fileId));
    expect(files).toEqual([]);
    const history = await api.database.owner
      .select({ details: memberRecordAudit.details, actor: memberRecordAudit.actorUserId })
      .from(memberRecordAudit)
      .where(eq(memberRecordAudit.memberId, colleague.companyMemberId!));
    expect(history).toContainEqual({
      details: { changes: { generatedDocument: { from: filed!.name, to: null } } },
      actor: company.admin.userId,
    });
    expect((await remove(company.admin)).statusCode).toBe(404);
  });

  it('a rule’s document names the person who decided and records them as its author; a template with problems files nothing', async () => {
    const decider = await createMember(api.database, company.companyId, 'ADMIN', { name: 'Dee Cider' });
    const signed = await createFrom(
      company.owner,
      minimalDocx(['{{system.generatedBy}} approved {{member.fullName}}']),
      'Signed approval',
      'leave_request',
    );
    const broken = await createFrom(
      company.owner,
      minimalDocx(['{{#leave.dayList}}{{date}}']),
      'Broken approval',
      'leave_request',
    );
    expect(broken.problems).toBeGreaterThan(0);
    for (const [stateChange, template] of [
      ['approved', signed],
      ['cancelled', broken],
    ] as const) {
      const rule = await api.inject(createAbsenceFileRule, {
        as: company.owner,
        body: { leaveTypeId: sick, stateChange, companyUserTemplateId: template.companyUserTemplateId },
      });
      expect(rule.statusCode, rule.body).toBe(201);
    }
    const request = async (status: 'approved' | 'cancelled') => {
      const [row] = await api.database.owner
        .insert(leaveRequests)
        .values({
          companyId: company.companyId,
          memberId: colleague.companyMemberId!,
          leaveTypeId: sick,
          startsOn: status === 'approved' ? '2026-10-05' : '2026-10-12',
          endsOn: status === 'approved' ? '2026-10-05' : '2026-10-12',
          requestedMinutes: 480,
          status,
        })
        .returning({ id: leaveRequests.id });
      return row!.id;
    };
    const run = (leaveRequestId: string, stateChange: 'approved' | 'cancelled') =>
      runAbsenceFiles(
        api.app.platform,
        (work) => api.database.withTenant({ companyId: company.companyId, userId: null }, work),
        company.companyId,
        { leaveRequestId, stateChange, actorMemberId: decider.companyMemberId! },
      );

    const approved = await request('approved');
    expect(await run(approved, 'approved')).toBe(1);
    const [filed] = await api.database.owner
      .select({ id: memberDocuments.id, generation: documentGenerations })
      .from(memberDocuments)
      .innerJoin(documentGenerations, eq(documentGenerations.id, memberDocuments.generationId))
      .where(eq(memberDocuments.leaveRequestId, approved));
    expect(filed!.generation).toMatchObject({
      generatedByMemberId: decider.companyMemberId,
      leaveRequestId: approved,
      memberId: null,
    });
    const download = await api.inject(downloadMemberDocument, {
      as: company.owner,
      query: { memberDocumentId: filed!.id },
    });
    expect(docxParagraphs(download.rawPayload)).toEqual(['Dee Cider approved Cole League']);

    const cancelled = await request('cancelled');
    expect(await run(cancelled, 'cancelled')).toBe(0);
    const none = await api.database.owner
      .select({ id: memberDocuments.id })
      .from(memberDocuments)
      .where(eq(memberDocuments.leaveRequestId, cancelled));
    expect(none).toEqual([]);
  });
});
