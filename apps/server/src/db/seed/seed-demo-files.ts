import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StorageDriver } from '../../platform/storage/storage-driver.ts';
import { fileKey } from '../../platform/uploads/upload-keys.ts';
import type { Database } from '../database.ts';
import {
  companies,
  companyFileSections,
  companyFiles,
  companyImages,
  storedFiles,
  users,
} from '../schema/index.ts';
import { demoCoverPng, demoLogoPng } from './demo-artwork.ts';
import { holidayCalendarCsv, simplePdf } from './demo-documents.ts';
import { DEMO_COMPANY_NAME } from './demo-people.ts';

interface DemoFile {
  name: string;
  contentType: string;
  kind: 'image' | 'file';
  bytes: Buffer;
}

/**
 * Demo Company's logo, cover and a few company files (issue: company information, demo data).
 * Separate from seedDemo because the bytes go to the storage driver, which the app owns; main.ts
 * runs it while the demo set-up step is open. The bytes are stored first and every row is
 * written in one owner transaction, so a start interrupted here leaves no half of the files, and
 * a repeated run does nothing once the rows exist.
 */
export async function seedDemoFiles(
  database: Database,
  storage: StorageDriver,
  now = new Date(),
): Promise<void> {
  const [company] = await database.owner
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANY_NAME));
  if (!company) return;
  const existing = await database.owner
    .select({ fileId: companyImages.fileId })
    .from(companyImages)
    .where(eq(companyImages.companyId, company.id))
    .limit(1);
  if (existing.length > 0) return;
  const [owner] = await database.owner
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner@demo.test'));
  const year = now.getUTCFullYear();

  const fileRows: Array<typeof storedFiles.$inferInsert> = [];
  const store = async (file: DemoFile): Promise<string> => {
    const id = randomUUID();
    const storageKey = fileKey(company.id, id);
    await storage.put(storageKey, file.bytes, { contentType: file.contentType });
    fileRows.push({
      id,
      companyId: company.id,
      uploadedByUserId: owner?.id ?? null,
      kind: file.kind,
      name: file.name,
      contentType: file.contentType,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      storageKey,
    });
    return id;
  };

  const logo = demoLogoPng();
  const images = {
    thumbnail: await store({
      name: 'demo-company-logo.png',
      contentType: 'image/png',
      kind: 'image',
      bytes: logo,
    }),
    cover: await store({
      name: 'demo-company-cover.png',
      contentType: 'image/png',
      kind: 'image',
      bytes: demoCoverPng(),
    }),
  };
  const sections: Array<{ name: string; files: DemoFile[] }> = [
    {
      name: 'Policies',
      files: [
        {
          name: 'Employee handbook.pdf',
          contentType: 'application/pdf',
          kind: 'file',
          bytes: simplePdf('Demo Company — Employee handbook', [
            'Working hours: 09:00-17:00, Monday to Friday.',
            'Record your time daily in Atrium; request leave at least a week ahead.',
            'Questions go to your department manager or to admin@demo.test.',
          ]),
        },
        {
          name: `Public holidays ${year}.csv`,
          contentType: 'text/csv',
          kind: 'file',
          bytes: holidayCalendarCsv(year),
        },
      ],
    },
    {
      name: 'Brand',
      files: [{ name: 'Logo.png', contentType: 'image/png', kind: 'file', bytes: logo }],
    },
  ];
  const sectionFiles: string[][] = [];
  for (const section of sections) {
    const ids: string[] = [];
    for (const file of section.files) ids.push(await store(file));
    sectionFiles.push(ids);
  }

  await database.owner.transaction(async (tx) => {
    await tx.insert(storedFiles).values(fileRows);
    for (const [kind, fileId] of Object.entries(images) as Array<['thumbnail' | 'cover', string]>) {
      await tx.insert(companyImages).values({ companyId: company.id, kind, fileId });
    }
    for (const [sortOrder, section] of sections.entries()) {
      const [row] = await tx
        .insert(companyFileSections)
        .values({ companyId: company.id, name: section.name, sortOrder })
        .returning({ id: companyFileSections.id });
      for (const fileId of sectionFiles[sortOrder] ?? []) {
        await tx.insert(companyFiles).values({ fileId, companyId: company.id, sectionId: row!.id });
      }
    }
  });
}
