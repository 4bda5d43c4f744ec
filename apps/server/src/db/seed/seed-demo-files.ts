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
 * runs it right after the demo data was created. Rows are written on the owner connection.
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
  const [owner] = await database.owner
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner@demo.test'));
  const year = now.getUTCFullYear();

  const store = async (file: DemoFile): Promise<string> => {
    const id = randomUUID();
    const storageKey = fileKey(company.id, id);
    await storage.put(storageKey, file.bytes, { contentType: file.contentType });
    await database.owner.insert(storedFiles).values({
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
  for (const [kind, fileId] of Object.entries(images) as Array<['thumbnail' | 'cover', string]>) {
    await database.owner.insert(companyImages).values({ companyId: company.id, kind, fileId });
  }

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
  for (const [sortOrder, section] of sections.entries()) {
    const [row] = await database.owner
      .insert(companyFileSections)
      .values({ companyId: company.id, name: section.name, sortOrder })
      .returning({ id: companyFileSections.id });
    for (const file of section.files) {
      const fileId = await store(file);
      await database.owner.insert(companyFiles).values({ fileId, companyId: company.id, sectionId: row!.id });
    }
  }
}
