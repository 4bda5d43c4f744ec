import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { readOwnDocx, type CheckedDocx } from '../../modules/templates/docx-archive.ts';
import { readCatalogueSections, tagCatalogue } from '../../modules/templates/tag-catalogue.ts';
import { minimalDocx, type DocxParagraph } from '../../modules/templates/minimal-docx.ts';
import { templateReport } from '../../modules/templates/template-report.ts';
import type { StorageDriver } from '../../platform/storage/storage-driver.ts';
import { fileKey } from '../../platform/uploads/upload-keys.ts';
import type { Database } from '../database.ts';
import {
  absenceFileRules,
  companies,
  companyMembers,
  documentTemplates,
  leaveTypes,
  documentTemplateVersions,
  storedFiles,
  users,
} from '../schema/index.ts';
import { DEMO_COMPANY_NAME } from './demo-people.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const title = (text: string): DocxParagraph => ({ runs: [text], bold: true });

/**
 * The demo's employment certificate and leave approval, written here as text and built into a
 * DOCX at seed time (docs/decisions/074-templates-design.md: no binary without its source).
 */
const DEMO_TEMPLATES: ReadonlyArray<{
  name: string;
  kind: 'member' | 'leave_request';
  language: 'en' | 'mk';
  fileName: string;
  paragraphs: DocxParagraph[];
}> = [
  {
    name: 'Employment certificate',
    kind: 'member',
    language: 'en',
    fileName: 'Employment certificate.docx',
    paragraphs: [
      title('{{company.name}}'),
      '{{company.address}}',
      '',
      title('EMPLOYMENT CERTIFICATE'),
      '',
      'We hereby confirm that {{member.fullName}}{{#member.birthDate}}, born on {{member.birthDate}},{{/member.birthDate}} ' +
        'is employed at {{company.name}} as {{member.position}}' +
        '{{#member.department}} in the {{member.department}} department{{/member.department}}' +
        '{{#member.startDate}} since {{member.startDate}}{{/member.startDate}}.',
      '{{#member.employmentType}}Employment type: {{member.employmentType}}.{{/member.employmentType}}',
      'This certificate is issued at the employee’s request.',
      '',
      'Date: {{system.today}}',
      'Issued by: {{system.generatedBy}}',
    ],
  },
  {
    name: 'Потврда за вработување',
    kind: 'member',
    language: 'mk',
    fileName: 'Potvrda za vrabotuvanje.docx',
    paragraphs: [
      title('{{company.name}}'),
      '{{company.address}}',
      '',
      title('ПОТВРДА ЗА ВРАБОТУВАЊЕ'),
      '',
      'Со ова потврдуваме дека {{member.fullName}}{{#member.birthDate}}, роден/а на {{member.birthDate}},{{/member.birthDate}} ' +
        'е вработен/а во {{company.name}} на работното место {{member.position}}' +
        '{{#member.department}} во одделот {{member.department}}{{/member.department}}' +
        '{{#member.startDate}} од {{member.startDate}}{{/member.startDate}}.',
      '{{#member.employmentType}}Вид на вработување: {{member.employmentType}}.{{/member.employmentType}}',
      'Потврдата се издава на барање на вработениот.',
      '',
      'Датум: {{system.today}}',
      'Изготвил: {{system.generatedBy}}',
    ],
  },
  {
    name: 'Leave approval',
    kind: 'leave_request',
    language: 'en',
    fileName: 'Leave approval.docx',
    paragraphs: [
      title('{{company.name}}'),
      '',
      title('LEAVE APPROVAL'),
      '',
      '{{member.fullName}}{{#member.position}}, {{member.position}}{{/member.position}}, is granted {{leave.type}} ' +
        'from {{leave.startDate}} to {{leave.endDate}} ({{leave.days}} working days).',
      'The days of leave:',
      '{{#leave.dayList}}',
      '- {{date}}: {{hours}} h',
      '{{/leave.dayList}}',
      '{{#leave.approvers}}Decided by {{name}} on {{decidedOn}}: {{decision}}.{{/leave.approvers}}',
      '',
      'Date: {{system.today}}',
    ],
  },
  {
    name: 'Решение за годишен одмор',
    kind: 'leave_request',
    language: 'mk',
    fileName: 'Resenie za godisen odmor.docx',
    paragraphs: [
      title('{{company.name}}'),
      '',
      title('РЕШЕНИЕ ЗА ОТСУСТВО'),
      '',
      'На {{member.fullName}}{{#member.position}}, {{member.position}}{{/member.position}}, му/ѝ се одобрува {{leave.type}} ' +
        'од {{leave.startDate}} до {{leave.endDate}} ({{leave.days}} работни дена).',
      'Денови на отсуство:',
      '{{#leave.dayList}}',
      '- {{date}}: {{hours}} ч.',
      '{{/leave.dayList}}',
      '{{#leave.approvers}}Одлучил/а {{name}} на {{decidedOn}}: {{decision}}.{{/leave.approvers}}',
      '',
      'Датум: {{system.today}}',
    ],
  },
];

/**
 * Demo Company's employment certificate and leave approval in English and Macedonian, each a
 * template with its first version, and a rule filing the English leave approval when annual leave
 * is approved (docs/product/templates.md#demo-data). Like seedDemoFiles: bytes to storage first, every row in one owner transaction,
 * nothing done once the company has templates.
 */
export async function seedDemoTemplates(database: Database, storage: StorageDriver): Promise<void> {
  const [company] = await database.owner
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANY_NAME));
  if (!company) return;
  const existing = await database.owner
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(eq(documentTemplates.companyId, company.id))
    .limit(1);
  if (existing.length > 0) return;
  const [owner] = await database.owner
    .select({ userId: users.id, memberId: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.email, 'owner@demo.test'), eq(companyMembers.companyId, company.id)));

  const files: {
    template: (typeof DEMO_TEMPLATES)[number];
    bytes: Buffer;
    docx: CheckedDocx;
    id: string;
    storageKey: string;
  }[] = [];
  for (const template of DEMO_TEMPLATES) {
    const bytes = minimalDocx(template.paragraphs);
    const docx = await readOwnDocx(bytes);
    const id = randomUUID();
    const storageKey = fileKey(company.id, id);
    await storage.put(storageKey, bytes, { contentType: DOCX });
    files.push({ template, bytes, docx, id, storageKey });
  }
  await database.owner.transaction(async (tx) => {
    const sections = await readCatalogueSections(tx, company.id);
    const catalogues = {
      member: tagCatalogue('member', sections),
      leave_request: tagCatalogue('leave_request', []),
    };
    let leaveApprovalId: string | null = null;
    for (const { template, bytes, docx, id, storageKey } of files) {
      await tx.insert(storedFiles).values({
        id,
        companyId: company.id,
        uploadedByUserId: owner?.userId ?? null,
        kind: 'template',
        name: template.fileName,
        contentType: DOCX,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
      });
      const [row] = await tx
        .insert(documentTemplates)
        .values({
          companyId: company.id,
          name: template.name,
          kind: template.kind,
          language: template.language,
        })
        .returning({ id: documentTemplates.id });
      if (template.kind === 'leave_request' && template.language === 'en') leaveApprovalId = row!.id;
      await tx.insert(documentTemplateVersions).values({
        companyId: company.id,
        templateId: row!.id,
        version: 1,
        fileId: id,
        report: templateReport(docx, catalogues[template.kind], []),
        createdByMemberId: owner?.memberId ?? null,
      });
    }
    const [annual] = await tx
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(and(eq(leaveTypes.companyId, company.id), sql`${leaveTypes.names} ->> 'en' = 'Annual leave'`));
    if (annual && leaveApprovalId) {
      await tx.insert(absenceFileRules).values({
        companyId: company.id,
        leaveTypeId: annual.id,
        stateChange: 'approved',
        templateId: leaveApprovalId,
      });
    }
  });
}
