import { z } from 'zod';
import { FILE_NAME_MAX_LENGTH, UPLOAD_OPTIONAL_FIELDS } from './upload-caps.ts';

/** fileUid: chosen by the client per file (a UUID on the web); letters, digits, `-` and `_`. */
export const fileUidSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(100, 'must be at most 100 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, - and _');

const integerText = z
  .string()
  .regex(/^\d{1,6}$/, 'must be a whole number')
  .transform(Number);

/**
 * The text fields of one chunk (docs/product/uploads.md#chunked-protocol), as they arrive in the multipart form. The binary part
 * travels in the path's own field (`thumbnail`, `file`, …). Index and total are checked against
 * each other and against the kind's cap by the server.
 */
export const uploadChunkFieldsSchema = z.object({
  fileUid: fileUidSchema,
  chunkIndex: integerText,
  totalChunks: integerText.pipe(z.number().int().min(1, 'must be at least 1')),
  contentType: z.string().min(1, 'is required').max(200),
  fileName: z.string().min(1, 'is required').max(1000, 'is too long'),
  ...Object.fromEntries(UPLOAD_OPTIONAL_FIELDS.map((name) => [name, z.uuid('must be a UUID').optional()])),
}) as z.ZodType<UploadChunkFields, Record<string, string>>;

export interface UploadChunkFields {
  fileUid: string;
  chunkIndex: number;
  totalChunks: number;
  contentType: string;
  fileName: string;
  detailSectionId?: string;
  companyDetailSectionId?: string;
  companyMemberId?: string;
  companyUserTemplateId?: string;
}

/** Answer (202) to a chunk that did not complete its file. */
export const uploadChunkAcceptedSchema = z
  .object({
    status: z.literal('partial'),
    fileUid: z.string(),
    received: z.number().int().describe('chunks received so far'),
    total: z.number().int().describe('totalChunks of the upload'),
  })
  .meta({ id: 'UploadChunkAccepted' });

/** Answer (200) to the chunk that completed its file: the stored, checked file. */
export const storedFileSchema = z
  .object({
    status: z.literal('complete'),
    id: z.uuid(),
    name: z.string().max(FILE_NAME_MAX_LENGTH),
    size: z.number().int().describe('bytes'),
    contentType: z.string(),
    /** Where the file is read (an authenticated API path; fetch it with the Bearer token). */
    url: z.string(),
  })
  .meta({ id: 'StoredFile' });

export type UploadChunkAccepted = z.infer<typeof uploadChunkAcceptedSchema>;
export type StoredFile = z.infer<typeof storedFileSchema>;
export type UploadChunkAnswer = UploadChunkAccepted | StoredFile;
