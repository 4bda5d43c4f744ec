import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { readCatalogueSections, tagCatalogue } from '../../modules/templates/tag-catalogue.ts';
import { minimalDocx, type DocxParagraph } from '../../modules/templates/minimal-docx.ts';
import { templateReport } from '../../modules/templates/template-report.ts';
import type { StorageDriver } from '../../platform/storage/storage-driver.ts';
import { fileKey } from '../../platform/uploads/upload-keys.ts';
import type { Database } from '../database.ts';
import {
  companies,
  companyMembers,
  documentTemplates,
  documentTemplateVersions,
  storedFiles,
  users,
} from '../schema/index.ts';
import { DEMO_COMPANY_NAME } from './demo-people.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const title = (text: string): DocxParagraph => ({ runs: [text], bold: true });

/**
 * The demo's employment certificate, written here as text and built into a DOCX at seed time
 * (docs/decisions/074-templates-design.md: no binary without its source).
 */
const DEMO_TEMPLATES: ReadonlyArray<{
  name: string;
  language: 'en' | 'mk';
  fileName: string;
  paragraphs: DocxParagraph[];
}> = [
  {
    name: 'Employment certificate',
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
];

/**
 * Demo Company's employment certificate in English and Macedonian, each a template with its
 * first version. Like seedDemoFiles: bytes to storage first, every row in one owner transaction,
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
    id: string;
    storageKey: string;
  }[] = [];
  for (const template of DEMO_TEMPLATES) {
    const bytes = minimalDocx(template.paragraphs);
    const id = randomUUID();
    const storageKey = fileKey(company.id, id);
    await storage.put(storageKey, bytes, { contentType: DOCX });
    files.push({ template, bytes, id, storageKey });
  }
  await database.owner.transaction(async (tx) => {
    const catalogue = tagCatalogue('member', await readCatalogueSections(tx, company.id));
    for (const { template, bytes, id, storageKey } of files) {
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
        .values({ companyId: company.id, name: template.name, kind: 'member', language: template.language })
        .returning({ id: documentTemplates.id });
      await tx.insert(documentTemplateVersions).values({
        companyId: company.id,
        templateId: row!.id,
        version: 1,
        fileId: id,
        report: templateReport(bytes, catalogue, []),
        createdByMemberId: owner?.memberId ?? null,
      });
    }
  });
}
