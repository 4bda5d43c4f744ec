import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Modules } from '@atrium/contract/access';
import { getJobProgress } from '@atrium/contract/jobs';
import { runMemberImport, uploadMemberImport } from '@atrium/contract/member-import';
import {
  createTemplate,
  generateDocument,
  uploadNewTemplateFile,
  type TemplateDetail,
} from '@atrium/contract/templates';
import { sendChunk, uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { useApiTest } from '../../test/api-test.ts';
import { createMember, type TestCompany, type TestPerson } from '../../test/tenant-fixtures.ts';
import { until } from '../../test/until.ts';
import { csvText, MK_HEADERS, memberRows } from '../human-resources/import/import-test-files.ts';
import { minimalDocx } from '../templates/minimal-docx.ts';

/*
 * Writes that do not go through a JSON operation keep other people's open screens current too
 * (docs/product/notifications.md#screens-that-stay-current): a finished upload announces its area,
 * and a background job the areas it declares, once its writes have committed.
 */
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('changes announced to open screens by uploads and background jobs', () => {
  const api = useApiTest();
  let company: TestCompany;
  let colleague: TestPerson;
  const heard: string[] = [];

  beforeAll(async () => {
    company = await api.company();
    colleague = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Live Colleague' });
    await api.app.platform.notifications.onCompanyChanged(company.companyId, (area) => heard.push(area));
    await api.app.platform.jobs.startWorkers();
  });

  it('a finished upload announces its area, once; a chunk that leaves it unfinished nothing', async () => {
    heard.length = 0;
    const data = minimalDocx(['Certificate for {{member.fullName}}']);
    const half = Math.ceil(data.length / 2);
    const base = {
      url: uploadNewTemplateFile.path,
      field: 'fileTemplate',
      as: company.admin,
      fileUid: randomUUID(),
      totalChunks: 2,
      contentType: DOCX,
      fileName: 'certificate.docx',
    };
    const partial = await sendChunk(api.app, { ...base, chunkIndex: 0, data: data.subarray(0, half) });
    expect(partial.statusCode, partial.body).toBe(202);
    const complete = await sendChunk(api.app, { ...base, chunkIndex: 1, data: data.subarray(half) });
    expect(complete.statusCode, complete.body).toBe(200);
    // The channel keeps the order of announcements: a partial chunk's would have come first.
    await until(() => heard.includes(Modules.TEMPLATE_GENERATION));
    expect(heard).toEqual([Modules.TEMPLATE_GENERATION]);
  });

  it("a generated document filed in a member's documents announces human resources as well", async () => {
    const uploaded = await uploadFile(
      api.app,
      {
        url: uploadNewTemplateFile.path,
        field: 'fileTemplate',
        as: company.admin,
        contentType: DOCX,
        fileName: 'c.docx',
      },
      minimalDocx(['Employment certificate for {{member.fullName}}']),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const created = await api.inject(createTemplate, {
      as: company.admin,
      body: {
        fileId: (uploaded.json() as { id: string }).id,
        name: 'Certificate',
        kind: 'member',
        language: 'en',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await until(() => heard.includes(Modules.TEMPLATE_GENERATION));
    heard.length = 0;
    const generated = await api.inject(generateDocument, {
      as: company.admin,
      body: {
        companyUserTemplateId: (created.json() as TemplateDetail).companyUserTemplateId,
        companyMemberId: colleague.companyMemberId!,
        saveToMemberFiles: true,
      },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    await until(() => heard.includes(Modules.HUMAN_RESOURCES));
  });

  it("a member import's job announces the members, once its rows have committed", async () => {
    const uploaded = await uploadFile(
      api.app,
      {
        url: uploadMemberImport.path,
        field: 'file',
        as: company.admin,
        contentType: 'text/csv',
        fileName: 'members.csv',
      },
      Buffer.from(csvText(MK_HEADERS, memberRows(3, 'live.example'))),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    heard.length = 0;
    const run = await api.inject(runMemberImport, {
      as: company.admin,
      body: { fileId: (uploaded.json() as { id: string }).id },
    });
    expect(run.statusCode, run.body).toBe(202);
    const { jobId } = run.json() as { jobId: string };
    // The import operation itself only queues the job; the members are the job's write.
    const ended = await until(async () => {
      const answer = (await api.inject(getJobProgress, { as: company.admin, params: { jobId } })).json();
      return answer.state === 'completed' || answer.state === 'failed' ? answer.state : undefined;
    });
    expect(ended).toBe('completed');
    await until(() => heard.includes('CompanyMembers'));
    expect(heard).toEqual(expect.arrayContaining([Modules.HUMAN_RESOURCES, 'CompanyInvites']));
  });
});
