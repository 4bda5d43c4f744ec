import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAbsenceFileRules, type AbsenceFileRule } from '@atrium/contract/member-documents';
import {
  createTemplate,
  generateDocument,
  getTemplates,
  uploadNewTemplateFile,
  type TemplateDetail,
  type TemplateSummary,
} from '@atrium/contract/templates';
import { minimalDocx } from '../../modules/templates/minimal-docx.ts';
import { uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { docxParagraphs } from '../../modules/templates/minimal-docx.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { uploadsPlatform } from '../../platform/uploads/uploads-platform.ts';
import { inject } from '../../test/inject.ts';
import type { TestPerson } from '../../test/tenant-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { companies, companyMembers, documentTemplates, leaveRequests, users } from '../schema/index.ts';
import { seedDemo } from './seed-demo.ts';
import { seedDemoTemplates } from './seed-demo-templates.ts';

describe('demo templates', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let owner: TestPerson;
  let someone: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database, { issuer: 'http://localhost:3000/oidc' });
    testApp = await createTestApp({ database });
    const storage = (await uploadsPlatform(testApp.app)).storage;
    await seedDemoTemplates(database, storage);
    await seedDemoTemplates(database, storage);
    const people = await database.owner
      .select({
        email: users.email,
        userId: users.id,
        companyId: companies.id,
        companyMemberId: companyMembers.id,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(companies.name, 'Demo Company')));
    const found = people.find((person) => person.email === 'owner@demo.test')!;
    owner = { ...found, email: found.email! };
    someone = people.find((person) => person.email !== 'owner@demo.test')!.companyMemberId;
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });

  it('gives Demo Company an employment certificate and a leave approval in English and Macedonian, once, with every tag known, and a rule for approved annual leave', async () => {
    expect(await database.owner.select().from(documentTemplates)).toHaveLength(4);
    const leave = (
      await inject(testApp.app, getTemplates, { as: owner, query: { kind: 'leave_request' } })
    ).json() as TemplateSummary[];
    expect(
      leave.map((template) => [template.name, template.language, template.unknownTags, template.problems]),
    ).toEqual([
      ['Leave approval', 'en', 0, 0],
      ['Решение за годишен одмор', 'mk', 0, 0],
    ]);
    const rules = (await inject(testApp.app, getAbsenceFileRules, { as: owner })).json() as AbsenceFileRule[];
    expect(rules).toEqual([
      expect.objectContaining({
        stateChange: 'approved',
        companyUserTemplateId: leave[0]!.companyUserTemplateId,
      }),
    ]);
    const response = await inject(testApp.app, getTemplates, { as: owner, query: { kind: 'member' } });
    const templates = response.json() as TemplateSummary[];
    expect(
      templates.map((template) => [
        template.name,
        template.language,
        template.unknownTags,
        template.problems,
      ]),
    ).toEqual([
      ['Employment certificate', 'en', 0, 0],
      ['Потврда за вработување', 'mk', 0, 0],
    ]);
  });

  it('generates the Macedonian certificate for a demo member with their data', async () => {
    const templates = (
      await inject(testApp.app, getTemplates, { as: owner, query: { kind: 'member' } })
    ).json() as TemplateSummary[];
    const mk = templates.find((template) => template.language === 'mk')!;
    const response = await inject(testApp.app, generateDocument, {
      as: owner,
      body: { companyUserTemplateId: mk.companyUserTemplateId, companyMemberId: someone },
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = docxParagraphs(response.rawPayload).join('\n');
    expect(text).toContain('ПОТВРДА ЗА ВРАБОТУВАЊЕ');
    expect(text).toContain('Demo Company');
    expect(text).not.toContain('{{');
    expect(text).toMatch(/Датум: \d{1,2}\.\d{1,2}\.\d{4}/);
  });

  it('fills a leave request template for a demo request: type, days, state, each day and each decision', async () => {
    const [request] = await database.owner
      .select({ id: leaveRequests.id, memberId: leaveRequests.memberId, startsOn: leaveRequests.startsOn })
      .from(leaveRequests)
      .where(eq(leaveRequests.status, 'approved'))
      .limit(1);
    expect(request).toBeDefined();
    const file = minimalDocx([
      '{{member.fullName}}: {{leave.type}} from {{leave.startDate}} to {{leave.endDate}}, {{leave.days}} days, {{leave.state}}.',
      '{{#leave.dayList}}',
      '- {{date}}: {{hours}} h',
      '{{/leave.dayList}}',
      '{{#leave.approvers}}{{name}} {{decision}} on {{decidedOn}}{{/leave.approvers}}',
    ]);
    const uploaded = await uploadFile(
      testApp.app,
      {
        url: uploadNewTemplateFile.path,
        field: 'fileTemplate',
        as: owner,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        fileName: 'leave.docx',
      },
      file,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const created = await inject(testApp.app, createTemplate, {
      as: owner,
      body: {
        fileId: (uploaded.json() as { id: string }).id,
        name: 'Leave confirmation',
        kind: 'leave_request',
        language: 'mk',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json() as TemplateDetail;
    expect(template.versions[0]!.report.unknown).toEqual([]);
    const forMember = await inject(testApp.app, generateDocument, {
      as: owner,
      body: { companyUserTemplateId: template.companyUserTemplateId, companyMemberId: request!.memberId },
    });
    expect(forMember.statusCode).toBe(400);
    const response = await inject(testApp.app, generateDocument, {
      as: owner,
      body: { companyUserTemplateId: template.companyUserTemplateId, leaveRequestId: request!.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const paragraphs = docxParagraphs(response.rawPayload);
    const [year, month, day] = request!.startsOn.split('-').map(Number);
    expect(paragraphs[0]).toMatch(
      new RegExp(`^.+: .+ from ${day}\\.${month}\\.${year} to .+, \\d+ days, одобрено\\.$`),
    );
    expect(
      paragraphs.filter((line) => /^- \d{1,2}\.\d{1,2}\.\d{4}: [\d,]+ h$/.test(line)).length,
    ).toBeGreaterThan(0);
    expect(paragraphs.at(-1)).toMatch(/одобрено on \d{1,2}\.\d{1,2}\.\d{4}/);
    expect(paragraphs.join('\n')).not.toContain('{{');
  });
});
