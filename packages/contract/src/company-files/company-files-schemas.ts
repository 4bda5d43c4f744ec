import { z } from 'zod';

export const SECTION_NAME_MAX = 80;
/** Bounds that keep the one-request list of company files small (docs/performance.md). */
export const MAX_SECTIONS_PER_COMPANY = 50;
export const MAX_FILES_PER_SECTION = 200;

export const sectionNameSchema = z
  .string()
  .trim()
  .min(1, `must be 1 to ${SECTION_NAME_MAX} characters`)
  .max(SECTION_NAME_MAX, `must be 1 to ${SECTION_NAME_MAX} characters`);

export const companyFileSchema = z.object({
  fileId: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  uploadedBy: z.object({ userId: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  /** Download path (authenticated; answers the file as an attachment). */
  url: z.string(),
});
export type CompanyFile = z.infer<typeof companyFileSchema>;

export const companyFileSectionSchema = z.object({
  companyDetailSectionId: z.uuid(),
  name: z.string(),
  sortOrder: z.number().int(),
  fileCount: z.number().int(),
});
export type CompanyFileSection = z.infer<typeof companyFileSectionSchema>;

export const companyFilesSchema = z.object({
  sections: z.array(companyFileSectionSchema.extend({ files: z.array(companyFileSchema) })),
});
export type CompanyFiles = z.infer<typeof companyFilesSchema>;

export const companyFileSectionsSchema = z.object({ sections: z.array(companyFileSectionSchema) });

export const COMPANY_IMAGE_KINDS = ['thumbnail', 'cover'] as const;
export const companyImageKindSchema = z.enum(COMPANY_IMAGE_KINDS);
export type CompanyImageKind = z.infer<typeof companyImageKindSchema>;

export const companyImageSchema = z.object({
  fileId: z.uuid(),
  contentType: z.string(),
  size: z.number().int(),
  updatedAt: z.iso.datetime(),
  /** Image path (authenticated; the file id in it changes with the picture, so it caches well). */
  url: z.string(),
});
export type CompanyImage = z.infer<typeof companyImageSchema>;

export const companyImagesSchema = z.object({
  thumbnail: companyImageSchema.nullable(),
  cover: companyImageSchema.nullable(),
});
export type CompanyImages = z.infer<typeof companyImagesSchema>;

/** Binary answers (downloads): documented as bytes; the server sends them unserialised. */
export const binaryFileSchema = z.string().meta({ format: 'binary' });
