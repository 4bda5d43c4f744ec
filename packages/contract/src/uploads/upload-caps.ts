/**
 * Limits of the chunked upload protocol (docs/product/uploads.md#limits; the protocol itself names none, these are
 * ours). Server and web read the same numbers: the server refuses, the web does not even try.
 */
export const MIB = 1024 * 1024;

/** No chunk may carry more than this many bytes of file data. */
export const UPLOAD_CHUNK_MAX_BYTES = 1 * MIB;

/**
 * The web's chunk size: the cap, so an image of 5 MiB goes in five requests.
 * @alias of UPLOAD_CHUNK_MAX_BYTES today; the web may send smaller chunks than the server accepts.
 */
export const UPLOAD_CHUNK_BYTES = UPLOAD_CHUNK_MAX_BYTES;

/** Longest file name kept (after sanitising), in characters. */
export const FILE_NAME_MAX_LENGTH = 180;

/** Content types whose magic bytes the server knows how to check. */
export const UploadContentTypes = {
  PNG: 'image/png',
  JPEG: 'image/jpeg',
  WEBP: 'image/webp',
  GIF: 'image/gif',
  PDF: 'application/pdf',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  TEXT: 'text/plain',
  CSV: 'text/csv',
} as const;

export type UploadContentType = (typeof UploadContentTypes)[keyof typeof UploadContentTypes];

const IMAGE_TYPES = [
  UploadContentTypes.PNG,
  UploadContentTypes.JPEG,
  UploadContentTypes.WEBP,
  UploadContentTypes.GIF,
] as const;

/** File name extensions per content type (for the browser's file picker and for the name check). */
export const CONTENT_TYPE_EXTENSIONS: Record<UploadContentType, readonly string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
};

/**
 * What an upload path accepts, by kind:
 * - image: thumbnail, cover, profile photos — PNG, JPEG, WebP, GIF up to 5 MiB;
 * - file: company and member files — images, PDF, DOCX, XLSX, plain text, CSV up to 25 MiB;
 * - template: docx templates — DOCX up to 10 MiB.
 */
export const UPLOAD_KINDS = {
  image: { maxBytes: 5 * MIB, contentTypes: IMAGE_TYPES },
  file: {
    maxBytes: 25 * MIB,
    contentTypes: [
      ...IMAGE_TYPES,
      UploadContentTypes.PDF,
      UploadContentTypes.DOCX,
      UploadContentTypes.XLSX,
      UploadContentTypes.TEXT,
      UploadContentTypes.CSV,
    ],
  },
  template: { maxBytes: 10 * MIB, contentTypes: [UploadContentTypes.DOCX] },
} as const satisfies Record<string, { maxBytes: number; contentTypes: readonly UploadContentType[] }>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The most chunks a file of this kind can need. */
export function maxChunksFor(kind: UploadKind): number {
  return Math.ceil(UPLOAD_KINDS[kind].maxBytes / UPLOAD_CHUNK_MAX_BYTES);
}

export function acceptsContentType(kind: UploadKind, contentType: string): contentType is UploadContentType {
  return (UPLOAD_KINDS[kind].contentTypes as readonly string[]).includes(contentType);
}

/**
 * The binary part's field name, one per upload path (docs/product/uploads.md#chunked-protocol): profile photos, member and
 * company files, thumbnail, cover, document templates.
 */
export const UPLOAD_FILE_FIELDS = ['profilePhoto', 'file', 'thumbnail', 'cover', 'fileTemplate'] as const;
export type UploadFileField = (typeof UPLOAD_FILE_FIELDS)[number];

/** Optional ids a chunk may carry (docs/product/uploads.md#chunked-protocol), taken from stored values on the web. */
export const UPLOAD_OPTIONAL_FIELDS = [
  'detailSectionId',
  'companyDetailSectionId',
  'companyMemberId',
  'companyUserTemplateId',
] as const;
export type UploadOptionalField = (typeof UPLOAD_OPTIONAL_FIELDS)[number];
