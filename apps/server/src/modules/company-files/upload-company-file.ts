import { MAX_FILES_PER_SECTION, type uploadCompanyFile } from '@atrium/contract/company-files';
import { companyFiles } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import type { UploadHooks } from '../../platform/operations/module-operations.ts';
import { companyFileUrl, filesInSection, findSection } from './company-file-queries.ts';
import { sectionNotFound } from './section-errors.ts';

/** A file into a section of the caller's company, through the chunked-upload engine. */
export const uploadCompanyFileHooks: UploadHooks<typeof uploadCompanyFile> = {
  // Every chunk: the section must be the caller's company's, before any byte is kept.
  async validate(fields, { tx, request }) {
    const section = await findSection(tx, request.companyId, fields.companyDetailSectionId!);
    if (!section) throw sectionNotFound();
  },
  async onComplete(file, fields, { tx, request }) {
    const section = await findSection(tx, request.companyId, fields.companyDetailSectionId!, {
      lock: true,
    });
    if (!section) throw sectionNotFound();
    if ((await filesInSection(tx, section.id)) >= MAX_FILES_PER_SECTION) {
      throw conflict(`A section holds at most ${MAX_FILES_PER_SECTION} files.`, [
        { path: 'body.companyDetailSectionId', message: 'section is full' },
      ]);
    }
    await tx
      .insert(companyFiles)
      .values({ fileId: file.id, companyId: request.companyId, sectionId: section.id });
    return {
      audit: {
        action: 'company_files.file_uploaded',
        target: file.id,
        details: { sectionId: section.id, size: file.size, contentType: file.contentType },
      },
    };
  },
  urlFor: (file) => companyFileUrl(file.id),
};
