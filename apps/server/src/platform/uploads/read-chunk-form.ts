import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { UPLOAD_CHUNK_MAX_BYTES, type UploadFileField } from '@atrium/contract/uploads';
import { AppError, validationFailed } from '../errors/app-error.ts';

export interface ChunkForm {
  /** The text fields as sent. */
  fields: Record<string, string>;
  /** The chunk's bytes (at most UPLOAD_CHUNK_MAX_BYTES). */
  data: Buffer;
}

const tooLarge = (path: string, message: string) =>
  new AppError('PAYLOAD_TOO_LARGE', message, { fields: [{ path, message }] });

/**
 * Reads one chunk's multipart form. Text fields may come before or after the binary part; the
 * binary part must be in the path's own field. The chunk is buffered (≤ 1 MiB): the limits stop
 * reading at the cap, so a client cannot make the server hold more.
 */
export async function readChunkForm(request: FastifyRequest, fileField: UploadFileField): Promise<ChunkForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send each chunk as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let data: Buffer | null = null;
  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts = request.parts({
      limits: { fileSize: UPLOAD_CHUNK_MAX_BYTES, files: 1, fields: 16, fieldSize: 4096, parts: 17 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw validationFailed(`This path takes the file in the field "${fileField}".`, [
            { path: `body.${part.fieldname}`, message: `unexpected file field; use ${fileField}` },
          ]);
        }
        data = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(`body.${fileField}`, `a chunk may hold at most ${UPLOAD_CHUNK_MAX_BYTES} bytes`);
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw tooLarge('body', 'too many parts in one chunk request');
    }
    if (code === 'FST_PROTO_VIOLATION') {
      throw validationFailed('A field name is not allowed.', [
        { path: 'body', message: 'field name not allowed' },
      ]);
    }
    throw new AppError('VALIDATION_FAILED', 'The multipart body could not be read.', {
      fields: [{ path: 'body', message: 'is not a readable multipart body' }],
      cause: error,
    });
  }
  if (data === null) {
    throw validationFailed(`The chunk's bytes are missing.`, [
      { path: `body.${fileField}`, message: 'is required' },
    ]);
  }
  return { fields, data };
}
