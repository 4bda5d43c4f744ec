import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Modules } from '@atrium/contract/access';
import {
  addDetailEntry,
  addEmploymentRecord,
  createDetailSection,
  updateMemberRecord,
} from '@atrium/contract/human-resources';
import {
  createTemplate,
  downloadTemplateVersion,
  generateDocument,
  getTagCatalogue,
  getTemplate,
  getTemplates,
  uploadNewTemplateFile,
  uploadTemplateVersion,
  type TemplateDetail,
} from '@atrium/contract/templates';
import {
  documentGenerations,
  documentTemplates,
  documentTemplateVersions,
  storedFiles,
} from '../../db/schema/index.ts';
import { zipOfParts } from '../../platform/uploads/test-files.ts';
import { uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { useApiTest } from '../../test/api-test.ts';
import { errorOf, type TestPerson } from '../../test/tenant-fixtures.ts';
import { docxParagraphs, minimalDocx, zipFiles } from './minimal-docx.ts';

const api = useApiTest();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const CERTIFICATE = minimalDocx([
  'Employment certificate',
  '{{company.name}} confirms that {{member.fullName}} ({{member.email}}) works as {{member.position}} since {{member.startDate}}.',
  { runs: ['Born ', '{{member.bir', 'thDate}}', ', {{member.citizenship}}.'] },
  '{{#section.languages}}',
  '- {{language}}: {{level}}',
  '{{/section.languages}}',
  'Licence: {{section.driving_licence.category}} {single braces stay}',
  'Issued {{system.today}} by {{system.generatedBy}}; {{member.fulName}}',
]);

async function uploadNew(as: TestPerson, data: Buffer, fileName = 'certificate.docx', contentType = DOCX) {
  return uploadFile(
    api.app,
    { url: uploadNewTemplateFile.path, field: 'fileTemplate', as, contentType, fileName },
    data,
  );
}

async function createFrom(
  as: TestPerson,
  data: Buffer,
  body: { name?: string; kind?: 'member' | 'leave_request'; language?: 'en' | 'mk' | 'sq' } = {},
) {
  const uploaded = await uploadNew(as, data);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const fileId = (uploaded.json() as { id: string }).id;
  const response = await api.inject(createTemplate, {
    as,
    body: { fileId, name: 'Employment certificate', kind: 'member', language: 'en', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TemplateDetail;
}

describe('templates: upload, versions, report', () => {
  it('creates a template from an uploaded file and reports unknown tags with a suggestion', async () => {
    const company = await api.company();
    const detail = await createFrom(company.admin, CERTIFICATE);
    expect(detail).toMatchObject({
      name: 'Employment certificate',
      kind: 'member',
      language: 'en',
      version: 1,
      unknownTags: 5,
    });
    const report = detail.versions[0]!.report;
    expect(report.tags).toEqual(
      expect.arrayContaining(['member.fullName', 'member.birthDate', 'section.languages']),
    );
    // The company has no such sections yet: their tags are unknown until it does.
    expect(report.unknown).toContainEqual({ tag: 'member.fulName', suggestion: 'member.fullName' });
    expect(report.problems).toEqual([]);

    const list = await api.inject(getTemplates, { as: company.owner, query: { kind: 'member' } });
    expect(list.json()).toEqual([
      expect.objectContaining({ companyUserTemplateId: detail.companyUserTemplateId }),
    ]);
    expect(
      (await api.inject(getTemplates, { as: company.owner, query: { kind: 'leave_request' } })).json(),
    ).toEqual([]);
  });

  it('adds an immutable version on update and keeps the earlier ones downloadable', async () => {
    const company = await api.company();
    const first = await createFrom(company.owner, CERTIFICATE);
    const second = minimalDocx(['Version two for {{member.fullName}}']);
    const uploaded = await uploadFile(
      api.app,
      {
        url: uploadTemplateVersion.path,
        field: 'fileTemplate',
        as: company.admin,
        contentType: DOCX,
        fileName: 'certificate-v2.docx',
        extra: { companyUserTemplateId: first.companyUserTemplateId },
      },
      second,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const detail = (
      await api.inject(getTemplate, {
        as: company.owner,
        query: { companyUserTemplateId: first.companyUserTemplateId },
      })
    ).json() as TemplateDetail;
    expect(detail.versions.map((version) => [version.version, version.fileName])).toEqual([
      [2, 'certificate-v2.docx'],
      [1, 'certificate.docx'],
    ]);
    expect(detail.versions[0]!.report.unknown).toEqual([]);
    const old = await api.app.inject({
      method: 'GET',
      url: detail.versions[1]!.url,
      headers: { authorization: `Bearer ${await api.signIn(company.owner)}` },
    });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(CERTIFICATE)).toBe(true);
  });

  it('V5.2.3 refuses a template whose ZIP directory under-declares a part (415 naming why), keeping nothing', async () => {
    const company = await api.company();
    const parts = zipFiles(CERTIFICATE).map((file) => ({
      name: file.name,
      content: file.data,
      deflate: true,
    }));
    // 64 MiB in about 64 KiB, declared as 2,000 bytes: inflated whole, it would hold the server.
    const hidden = { name: 'word/header1.xml', content: Buffer.alloc(64 * 1024 * 1024, ' '), deflate: true };
    const bomb = zipOfParts([...parts, { ...hidden, declaredSize: 2000 }]);
    const before = process.memoryUsage().arrayBuffers;
    const refused = await uploadNew(company.owner, bomb);
    expect(refused.statusCode).toBe(415);
    // Every office upload is read through the bounded reader before the template's own check.
    expect(errorOf(refused).fields).toEqual([
      {
        path: 'body.contentType',
        message: 'the file is not a valid DOCX file (a part inflates beyond its declared size)',
      },
    ]);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
    const files = await api.database.owner
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.companyId, company.companyId));
    expect(files).toEqual([]);
  });

  it('refuses bad input naming the field, and keeps nothing of a refused file', async () => {
    const company = await api.company();
    const unsafe = minimalDocx([], {
      bodyXml: '<w:p><w:fldSimple w:instr="DDEAUTO cmd &quot;/c calc&quot;"/></w:p>',
    });
    const refused = await uploadNew(company.owner, unsafe);
    expect(refused.statusCode).toBe(415);
    expect(errorOf(refused).fields).toEqual([expect.objectContaining({ path: 'body.fileTemplate' })]);
    const notDocx = await uploadNew(company.owner, Buffer.from('%PDF-1.4\n%%EOF\n'), 'x.docx');
    expect(notDocx.statusCode).toBe(415);
    expect(errorOf(notDocx).fields?.[0]?.path).toBe('body.contentType');
    const macro = await uploadNew(
      company.owner,
      minimalDocx(['x'], { extraEntries: { 'word/vbaProject.bin': 'x' } }),
    );
    expect(macro.statusCode).toBe(415);
    const files = await api.database.owner
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.companyId, company.companyId));
    expect(files).toEqual([]);

    const noId = await uploadFile(
      api.app,
      {
        url: uploadTemplateVersion.path,
        field: 'fileTemplate',
        as: company.owner,
        contentType: DOCX,
        fileName: 'a.docx',
      },
      CERTIFICATE,
    );
    expect(noId.statusCode).toBe(400);
    expect(errorOf(noId).fields?.[0]?.path).toBe('body.companyUserTemplateId');

    const uploaded = (await uploadNew(company.owner, CERTIFICATE)).json() as { id: string };
    const noName = await api.inject(createTemplate, {
      as: company.owner,
      body: { fileId: uploaded.id, name: '  ', kind: 'member', language: 'en' },
    });
    expect(noName.statusCode).toBe(400);
    expect(errorOf(noName).fields?.map((field) => field.path)).toEqual(['body.name']);
    const badKind = await api.inject(createTemplate, {
      as: company.owner,
      body: { fileId: uploaded.id, name: 'x', kind: 'payslip' as 'member', language: 'de' as 'en' },
    });
    expect(
      errorOf(badKind)
        .fields?.map((field) => field.path)
        .sort(),
    ).toEqual(['body.kind', 'body.language']);
    expect(
      await api.database.owner
        .select()
        .from(documentTemplates)
        .where(eq(documentTemplates.companyId, company.companyId)),
    ).toEqual([]);

    const created = await api.inject(createTemplate, {
      as: company.owner,
      body: { fileId: uploaded.id, name: 'Certificate', kind: 'member', language: 'mk' },
    });
    expect(created.statusCode).toBe(201);
    // A file makes one template only.
    const again = await api.inject(createTemplate, {
      as: company.owner,
      body: { fileId: uploaded.id, name: 'Copy', kind: 'member', language: 'mk' },
    });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).fields?.[0]?.path).toBe('body.fileId');
  });

  it("answers 404 for another company's template, file and member, 403 for a member and without the module", async () => {
    const company = await api.company();
    const other = await api.company();
    const theirs = await createFrom(other.owner, CERTIFICATE);
    const id = theirs.companyUserTemplateId;
    expect(
      (await api.inject(getTemplate, { as: company.owner, query: { companyUserTemplateId: id } })).statusCode,
    ).toBe(404);
    const version = await uploadFile(
      api.app,
      {
        url: uploadTemplateVersion.path,
        field: 'fileTemplate',
        as: company.owner,
        contentType: DOCX,
        fileName: 'a.docx',
        extra: { companyUserTemplateId: id },
      },
      CERTIFICATE,
    );
    expect(version.statusCode).toBe(404);
    const fileId = theirs.versions[0]!.url.split('fileId=')[1]!;
    expect(
      (await api.inject(downloadTemplateVersion, { as: company.owner, query: { fileId } })).statusCode,
    ).toBe(404);
    const create = await api.inject(createTemplate, {
      as: company.owner,
      body: { fileId, name: 'Stolen', kind: 'member', language: 'en' },
    });
    expect(create.statusCode).toBe(404);
    const mine = await createFrom(company.owner, CERTIFICATE);
    const foreignMember = await api.inject(generateDocument, {
      as: company.owner,
      body: {
        companyUserTemplateId: mine.companyUserTemplateId,
        companyMemberId: other.member.companyMemberId,
      },
    });
    expect(foreignMember.statusCode).toBe(404);
    expect(
      (
        await api.inject(generateDocument, {
          as: company.owner,
          body: { companyUserTemplateId: id, companyMemberId: company.member.companyMemberId },
        })
      ).statusCode,
    ).toBe(404);

    expect(
      (await api.inject(getTemplates, { as: company.member, query: { kind: 'member' } })).statusCode,
    ).toBe(403);
    expect(
      (
        await api.inject(getTemplate, {
          as: company.member,
          query: { companyUserTemplateId: mine.companyUserTemplateId },
        })
      ).statusCode,
    ).toBe(403);
    const memberUpload = await uploadNew(company.member, CERTIFICATE);
    expect(memberUpload.statusCode).toBe(403);

    const noHr = await api.company({ modules: [Modules.TEMPLATE_GENERATION, Modules.ABSENCE] });
    const denied = await api.inject(getTemplates, { as: noHr.owner, query: { kind: 'member' } });
    expect(denied.statusCode).toBe(403);
    expect(errorOf(denied)).toMatchObject({ code: 'MODULE_NOT_SUBSCRIBED', modules: ['HUMAN_RESOURCES'] });
    expect(
      (await api.inject(getTemplates, { as: noHr.owner, query: { kind: 'leave_request' } })).statusCode,
    ).toBe(200);
    const noTemplates = await api.company({ modules: [Modules.HUMAN_RESOURCES] });
    expect(
      (await api.inject(getTagCatalogue, { as: noTemplates.owner, query: { kind: 'member' } })).statusCode,
    ).toBe(403);
  });
});

describe('templates: generation', () => {
  it("fills a member's data in the template's language and records the version and a data hash", async () => {
    const company = await api.company({ name: 'Atrium Demo' });
    const memberId = company.member.companyMemberId!;
    const record = await api.inject(updateMemberRecord, {
      as: company.owner,
      params: { companyMemberId: memberId },
      body: { givenName: 'Ana', familyName: 'Petrova', birthDate: '1990-12-31', citizenship: 'MK' },
    });
    expect(record.statusCode, record.body).toBe(200);
    const job = await api.inject(addEmploymentRecord, {
      as: company.owner,
      params: { companyMemberId: memberId },
      body: { effectiveFrom: '2024-03-01', position: 'Accountant', startDate: '2024-03-01' },
    });
    expect(job.statusCode, job.body).toBe(201);
    const languages = await api.inject(createDetailSection, {
      as: company.owner,
      body: {
        name: 'Languages',
        tab: 'other',
        repeatable: true,
        fields: [
          { label: 'Language', type: 'text' },
          { label: 'Level', type: 'text' },
        ],
      },
    });
    expect(languages.statusCode, languages.body).toBe(201);
    const section = languages.json() as { sectionId: string; fields: { fieldId: string; label: string }[] };
    for (const [language, level] of [
      ['English', 'C1'],
      ['German', 'B2'],
    ]) {
      const entry = await api.inject(addDetailEntry, {
        as: company.owner,
        params: { companyMemberId: memberId, sectionId: section.sectionId },
        body: { values: { [section.fields[0]!.fieldId]: language!, [section.fields[1]!.fieldId]: level! } },
      });
      expect(entry.statusCode, entry.body).toBe(201);
    }

    const template = await createFrom(company.owner, CERTIFICATE, { language: 'mk' });
    // The languages section exists now: its loop is known; the licence section is not.
    expect(template.versions[0]!.report.unknown.map((entry) => entry.tag)).toEqual([
      'section.driving_licence.category',
      'member.fulName',
    ]);

    const missing = await api.inject(generateDocument, {
      as: company.owner,
      body: { companyUserTemplateId: template.companyUserTemplateId },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields?.[0]?.path).toBe('body.companyMemberId');

    const response = await api.inject(generateDocument, {
      as: company.admin,
      body: { companyUserTemplateId: template.companyUserTemplateId, companyMemberId: memberId },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(DOCX);
    expect(response.headers['content-disposition']).toContain('attachment');
    const paragraphs = docxParagraphs(response.rawPayload);
    const text = paragraphs.join('\n');
    expect(text).not.toContain('{{');
    expect(paragraphs[1]).toMatch(
      /^Atrium Demo confirms that .+ \(.+@.+\) works as Accountant since 1\.3\.2024\.$/,
    );
    expect(paragraphs[2]).toBe('Born 31.12.1990, Северна Македонија.');
    expect(paragraphs).toContain('- English: C1');
    expect(paragraphs).toContain('- German: B2');
    expect(text).toContain('{single braces stay}');
    expect(text).toMatch(/Issued \d{1,2}\.\d{1,2}\.\d{4} by /);

    const [generation] = await api.database.owner
      .select({
        version: documentTemplateVersions.version,
        hash: documentGenerations.dataSha256,
        member: documentGenerations.memberId,
      })
      .from(documentGenerations)
      .innerJoin(documentTemplateVersions, eq(documentTemplateVersions.id, documentGenerations.versionId))
      .where(and(eq(documentGenerations.companyId, company.companyId)));
    expect(generation).toMatchObject({
      version: 1,
      member: memberId,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('refuses to generate from a version with unbalanced loops (409)', async () => {
    const company = await api.company();
    const broken = await createFrom(company.owner, minimalDocx(['{{#section.x}}', 'never closed']));
    expect(broken.problems).toBe(1);
    const response = await api.inject(generateDocument, {
      as: company.owner,
      body: {
        companyUserTemplateId: broken.companyUserTemplateId,
        companyMemberId: company.member.companyMemberId,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).fields?.[0]?.path).toBe('body.companyUserTemplateId');
  });
});
