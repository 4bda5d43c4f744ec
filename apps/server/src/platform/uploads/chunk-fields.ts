import {
  acceptsContentType,
  maxChunksFor,
  UPLOAD_KINDS,
  UPLOAD_OPTIONAL_FIELDS,
  uploadChunkFieldsSchema,
  type UploadChunkFields,
  type UploadContentType,
  type UploadOperationDefinition,
} from '@atrium/contract/uploads';
import { AppError, validationFailed } from '../errors/app-error.ts';
import { namesAPath, sanitiseFileName } from './file-name.ts';

export interface ChunkFields extends UploadChunkFields {
  contentType: UploadContentType;
  /** Sanitised. */
  fileName: string;
  /** The optional ids that were sent, for storing with the upload. */
  extra: Record<string, string>;
}

/**
 * Checks a chunk's text fields against the path: the shape (zod), the index inside the total,
 * the total inside the kind's cap, an accepted content type, a file name rather than a path,
 * the optional ids the path requires. Every refusal names its field.
 */
export function parseChunkFields(
  raw: Record<string, string>,
  operation: UploadOperationDefinition,
): ChunkFields {
  const parsed = uploadChunkFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw validationFailed(
      `Some fields are not valid: ${[...new Set(fields.map((f) => f.path))].join(', ')}.`,
      fields,
    );
  }
  const value = parsed.data;
  const { kind } = operation.upload;
  const maxChunks = maxChunksFor(kind);
  if (value.totalChunks > maxChunks) {
    const message = `a file here may have at most ${maxChunks} chunks (${UPLOAD_KINDS[kind].maxBytes} bytes)`;
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than this upload accepts.', {
      fields: [{ path: 'body.totalChunks', message }],
    });
  }
  if (value.chunkIndex >= value.totalChunks) {
    throw validationFailed('The chunk index is outside the upload.', [
      { path: 'body.chunkIndex', message: `must be below totalChunks (${value.totalChunks})` },
    ]);
  }
  if (!acceptsContentType(kind, value.contentType)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `This upload does not accept ${value.contentType.slice(0, 80)}.`,
      {
        fields: [
          {
            path: 'body.contentType',
            message: `must be one of ${UPLOAD_KINDS[kind].contentTypes.join(', ')}`,
          },
        ],
      },
    );
  }
  const fileName = sanitiseFileName(value.fileName);
  if (fileName === null || namesAPath(value.fileName)) {
    throw validationFailed('The file name is not usable.', [
      { path: 'body.fileName', message: 'must be a plain file name, without path or control characters' },
    ]);
  }
  for (const required of operation.upload.requiredFields ?? []) {
    if (!value[required]) {
      throw validationFailed(`${required} is required for this upload.`, [
        { path: `body.${required}`, message: 'is required' },
      ]);
    }
  }
  const extra: Record<string, string> = {};
  for (const name of UPLOAD_OPTIONAL_FIELDS) {
    if (value[name]) extra[name] = value[name];
  }
  return { ...value, contentType: value.contentType, fileName, extra };
}
