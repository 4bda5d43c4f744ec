import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAbsenceFileRule,
  downloadMemberDocument,
  getMemberDocuments,
  type MemberDocument,
} from '@atrium/contract/member-documents';
import {
  createTemplate,
  downloadBulkGeneration,
  generateDocument,
  getBulkGeneration,
  getDocumentFormats,
  startBulkGeneration,
  uploadNewTemplateFile,
  type BulkGeneration,
  type TemplateDetail,
} from '@atrium/contract/templates';
import { documentGenerations } from '../../db/schema/index.ts';
import { pdfText, pdfToolsInstalled } from '../../platform/documents/soffice-on-this-machine.ts';
import { uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { useApiTest, type ApiTest } from '../../test/api-test.ts';
import { insertLeaveRequest } from '../../test/leave-request-fixtures.ts';
import {
  errorOf,
  leaveTypeId,
  seedAbsenceDefaultsIn,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { until } from '../../test/until.ts';
import { runAbsenceFiles } from './absence-file-job.ts';
import { minimalDocx, zipFiles } from './minimal-docx.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function certificate(
  api: ApiTest,
  as: TestPerson,
  kind: 'member' | 'leave_request' = 'member',
): Promise<TemplateDetail> {
  const uploaded = await uploadFile(
    api.app,
    { url: uploadNewTemplateFile.path, field: 'fileTemplate', as, contentType: DOCX, fileName: 'c.docx' },
    minimalDocx(['Потврда за вработување', '{{company.name}}: {{member.fullName}}']),
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const created = await api.inject(createTemplate, {
    as,
    body: { fileId: (uploaded.json() as { id: string }).id, name: 'Потврда', kind, language: 'mk' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as TemplateDetail;
}

describe.skipIf(!pdfToolsInstalled())('templates: PDF through LibreOffice', { timeout: 180_000 }, () => {
  const api = useApiTest({ env: { TEMPLATES_PDF: 'libreoffice', TEMPLATES_PDF_TIMEOUT_SECONDS: '120' } });

  it('answers the PDF of a certificate, files it beside its DOCX, and bulk runs put both in the ZIP', async () => {
    const company = await api.company({ name: 'Атриум Демо' });
    expect((await api.inject(getDocumentFormats, { as: company.admin })).json()).toEqual({ pdf: true });
    expect((await api.inject(getDocumentFormats, { as: company.member })).statusCode).toBe(403);
    const template = await certificate(api, company.owner);
    const memberId = company.member.companyMemberId!;

    const response = await api.inject(generateDocument, {
      as: company.owner,
      body: {
        companyUserTemplateId: template.companyUserTemplateId,
        companyMemberId: memberId,
        format: 'pdf',
        saveToMemberFiles: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/\.pdf/);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Потврда за вработување');
    expect(text).toContain('Атриум Демо:');

    const filed = (
      await api.inject(getMemberDocuments, { as: company.owner, query: { companyMemberId: memberId } })
    ).json() as MemberDocument[];
    expect(filed.map((document) => document.name.replace(/^.*\./, '')).sort()).toEqual(['docx', 'pdf']);

    const started = await api.inject(startBulkGeneration, {
      as: company.owner,
      body: {
        companyUserTemplateId: template.companyUserTemplateId,
        companyMemberIds: [memberId, company.admin.companyMemberId!],
        format: 'both',
      },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json() as { jobId: string };
    await api.app.platform.jobs.startWorkers();
    const done = await until(
      async () => {
        const answer = (
          await api.inject(getBulkGeneration, { as: company.owner, params: { jobId } })
        ).json() as BulkGeneration;
        return answer.state === 'completed' || answer.state === 'failed' ? answer : undefined;
      },
      { timeout: 150_000, interval: 500 },
    );
    expect(done.state).toBe('completed');
    const zip = await api.inject(downloadBulkGeneration, { as: company.owner, params: { jobId } });
    const names = zipFiles(zip.rawPayload).map((entry) => entry.name.replace(/^.*\./, ''));
    expect(names.sort()).toEqual(['docx', 'docx', 'pdf', 'pdf']);
  });
});

describe.skipIf(!pdfToolsInstalled())('absence file rules: PDF beside the DOCX', { timeout: 180_000 }, () => {
  const api = useApiTest({ env: { TEMPLATES_PDF: 'libreoffice', TEMPLATES_PDF_TIMEOUT_SECONDS: '120' } });

  it('files the PDF of a rule’s document beside its DOCX, once however often the job runs', async () => {
    const company = await api.company({ name: 'Атриум Отсуства' });
    const { sick, rule } = await sickLeaveRule(api, company, true);
    expect(rule.statusCode, rule.body).toBe(201);
    expect(rule.json()).toMatchObject({ withPdf: true });
    const leaveRequestId = await insertLeaveRequest(api.database, {
      companyId: company.companyId,
      person: company.member,
      leaveTypeId: sick,
      days: ['2026-10-05'],
      status: 'approved',
    });
    const run = () =>
      runAbsenceFiles(
        api.app.platform,
        (work) => api.database.withTenant({ companyId: company.companyId, userId: null }, work),
        company.companyId,
        { leaveRequestId, stateChange: 'approved', actorMemberId: null },
      );
    expect(await run()).toBe(1);
    // A retried job files nothing more: neither the DOCX nor its PDF.
    expect(await run()).toBe(0);
    const filed = (
      await api.inject(getMemberDocuments, {
        as: company.owner,
        query: { companyMemberId: company.member.companyMemberId! },
      })
    ).json() as MemberDocument[];
    expect(filed.map((document) => document.name.replace(/^.*\./, '')).sort()).toEqual(['docx', 'pdf']);
    expect(filed.every((document) => document.leaveRequestId === leaveRequestId)).toBe(true);
    const pdf = filed.find((document) => document.name.endsWith('.pdf'))!;
    const download = await api.inject(downloadMemberDocument, {
      as: company.member,
      query: { memberDocumentId: pdf.memberDocumentId },
    });
    expect(download.statusCode).toBe(200);
    expect(pdfText(download.rawPayload)).toContain('Потврда за вработување');
  });
});

/** A sick-leave rule of `company` that files documents made from a leave request template. */
async function sickLeaveRule(api: ApiTest, company: TestCompany, withPdf: boolean) {
  await seedAbsenceDefaultsIn(api.database, [company]);
  const sick = await leaveTypeId(api.database, company.companyId, 'Sick leave');
  const template = await certificate(api, company.owner, 'leave_request');
  const rule = await api.inject(createAbsenceFileRule, {
    as: company.owner,
    body: {
      leaveTypeId: sick,
      stateChange: 'approved',
      companyUserTemplateId: template.companyUserTemplateId,
      withPdf,
    },
  });
  return { sick, template, rule };
}

describe('templates: a server without PDF', () => {
  const api = useApiTest();

  it('says PDF is unavailable, refuses it with 503 and records nothing', async () => {
    const company = await api.company();
    expect((await api.inject(getDocumentFormats, { as: company.owner })).json()).toEqual({ pdf: false });
    const template = await certificate(api, company.owner);
    const refused = await api.inject(generateDocument, {
      as: company.owner,
      body: {
        companyUserTemplateId: template.companyUserTemplateId,
        companyMemberId: company.member.companyMemberId!,
        format: 'pdf',
      },
    });
    expect(refused.statusCode).toBe(503);
    expect(errorOf(refused).message).toMatch(/PDF is not available on this server/);
    const bulk = await api.inject(startBulkGeneration, {
      as: company.owner,
      body: {
        companyUserTemplateId: template.companyUserTemplateId,
        companyMemberIds: [company.member.companyMemberId!],
        format: 'pdf',
      },
    });
    expect(bulk.statusCode).toBe(503);
    const generations = await api.database.owner
      .select({ id: documentGenerations.id })
      .from(documentGenerations)
      .where(eq(documentGenerations.companyId, company.companyId));
    expect(generations).toEqual([]);
  });

  it('refuses an absence file rule that would file PDFs, naming the field', async () => {
    const company = await api.company();
    const { sick, template, rule } = await sickLeaveRule(api, company, true);
    expect(rule.statusCode).toBe(400);
    expect(errorOf(rule).fields).toEqual([
      { path: 'body.withPdf', message: 'PDF output is not available on this server' },
    ]);
    const docxOnly = await api.inject(createAbsenceFileRule, {
      as: company.owner,
      body: {
        leaveTypeId: sick,
        stateChange: 'approved',
        companyUserTemplateId: template.companyUserTemplateId,
      },
    });
    expect(docxOnly.statusCode, docxOnly.body).toBe(201);
    expect(docxOnly.json()).toMatchObject({ withPdf: false });
  });
});
