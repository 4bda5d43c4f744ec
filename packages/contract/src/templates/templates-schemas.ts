import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../locale/languages.ts';

/** Template kinds (docs/product/templates.md#kinds): about a member, or about one leave request. */
export const TEMPLATE_KINDS = ['member', 'leave_request'] as const;
export const templateKindSchema = z.enum(TEMPLATE_KINDS);
export type TemplateKind = z.infer<typeof templateKindSchema>;

/** The language a template is written in: dates, numbers and country names are filled in it. */
export const templateLanguageSchema = z.enum(SUPPORTED_LANGUAGES);

export const TEMPLATE_NAME_MAX_LENGTH = 120;
export const templateNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(TEMPLATE_NAME_MAX_LENGTH, `must be at most ${TEMPLATE_NAME_MAX_LENGTH} characters`);

/** What the check of an uploaded file found (docs/product/templates.md#validation-report). */
export const templateReportSchema = z
  .object({
    /** Every distinct tag the file uses, in order of first appearance (loop tags without # or /). */
    tags: z.array(z.string()),
    /** Tags the catalogue does not know; they are left empty when a document is generated. */
    unknown: z.array(z.object({ tag: z.string(), suggestion: z.string().nullable() })),
    /** Structure problems: a loop opened and never closed, closed without opening, … */
    problems: z.array(z.object({ tag: z.string(), problem: z.string() })),
    /** Parts removed from the file before it was kept: `attached_template` (a link to an outside template). */
    removed: z.array(z.string()),
  })
  .meta({ id: 'TemplateReport' });
export type TemplateReport = z.infer<typeof templateReportSchema>;

export const templateVersionSchema = z.object({
  versionId: z.uuid(),
  version: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  /** Where the version's file is downloaded (templates_DownloadTemplateVersion). */
  url: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string().nullable(),
  report: templateReportSchema,
});
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

export const templateSummarySchema = z
  .object({
    companyUserTemplateId: z.uuid(),
    name: z.string(),
    kind: templateKindSchema,
    language: templateLanguageSchema,
    /** The newest version's number. */
    version: z.number().int(),
    updatedAt: z.iso.datetime({ offset: true }),
    unknownTags: z.number().int(),
    problems: z.number().int(),
  })
  .meta({ id: 'TemplateSummary' });
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateDetailSchema = templateSummarySchema
  .extend({
    /** Newest first; the first is the one documents are generated from. */
    versions: z.array(templateVersionSchema),
  })
  .meta({ id: 'TemplateDetail' });
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const TAG_GROUPS = ['member', 'section', 'company', 'leave', 'system'] as const;

/** One tag a template may use (docs/product/templates.md#tags). */
export const tagCatalogueEntrySchema = z.object({
  /** What goes between the braces: `member.fullName`; a loop's items are named without the loop. */
  tag: z.string(),
  group: z.enum(TAG_GROUPS),
  /** A loop (`{{#tag}}…{{/tag}}`) rather than a value. */
  loop: z.boolean(),
  /** The loop this tag is an item field of, or null. */
  parent: z.string().nullable(),
  /** The company's own label (fields and sections of HR detail sections); null for built-in tags. */
  label: z.string().nullable(),
});
export type TagCatalogueEntry = z.infer<typeof tagCatalogueEntrySchema>;

export const tagCatalogueSchema = z.object({
  tags: z.array(tagCatalogueEntrySchema),
  /** Filters a tag may be written with: `{{member.fullName | upper}}`. */
  filters: z.array(z.string()),
});
export type TagCatalogue = z.infer<typeof tagCatalogueSchema>;

export const createTemplateBodySchema = z.object({
  /** The file uploaded to the create path (its answer's id). */
  fileId: z.uuid(),
  name: templateNameSchema,
  kind: templateKindSchema,
  language: templateLanguageSchema,
});

export const updateTemplateBodySchema = z.object({
  companyUserTemplateId: z.uuid(),
  name: templateNameSchema,
  language: templateLanguageSchema,
});

export const generateDocumentBodySchema = z.object({
  companyUserTemplateId: z.uuid(),
  /** For a member template. */
  companyMemberId: z.uuid().optional(),
  /** For a leave request template. */
  leaveRequestId: z.uuid().optional(),
  /** Also file the document in the member's documents (docs/product/templates.md#member-documents). */
  saveToMemberFiles: z.boolean().optional(),
  /** `pdf`: answer the PDF conversion instead (docs/product/templates.md#pdf); filed, both are kept. */
  format: z.enum(['docx', 'pdf']).optional(),
});

/** What this server can make of a generated document (docs/product/templates.md#pdf). */
export const documentFormatsSchema = z.object({
  /** False where the server has no PDF converter: DOCX only. */
  pdf: z.boolean(),
});
export type DocumentFormats = z.infer<typeof documentFormatsSchema>;
