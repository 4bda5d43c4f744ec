import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_CHUNK_BYTES } from '@atrium/contract/uploads';
import { tokenFor, type TestPerson } from '../../test/tenant-fixtures.ts';

/** A multipart/form-data body: text fields, then one binary part. */
function multipartBody(fields: Record<string, string>, file: { field: string; data: Buffer }) {
  const boundary = `----atrium${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="blob"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface ChunkRequest {
  url: string;
  field: string;
  as: TestPerson;
  fileUid: string;
  chunkIndex: number;
  totalChunks: number;
  contentType: string;
  fileName: string;
  data: Buffer;
  extra?: Record<string, string>;
}

/** Sends one chunk the way the web's uploader does. */
export async function sendChunk(app: FastifyInstance, request: ChunkRequest) {
  const body = multipartBody(
    {
      fileUid: request.fileUid,
      chunkIndex: String(request.chunkIndex),
      totalChunks: String(request.totalChunks),
      contentType: request.contentType,
      fileName: request.fileName,
      ...request.extra,
    },
    { field: request.field, data: request.data },
  );
  return app.inject({
    method: 'POST',
    url: request.url,
    headers: {
      authorization: `Bearer ${await tokenFor(app, request.as)}`,
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

/** Splits `data` into chunks of the web's size. */
export function chunksOf(data: Buffer, size = UPLOAD_CHUNK_BYTES): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += size)
    chunks.push(data.subarray(offset, offset + size));
  return chunks.length > 0 ? chunks : [Buffer.alloc(0)];
}

/** Uploads a whole file in order; answers the last response. */
export async function uploadFile(
  app: FastifyInstance,
  base: Omit<ChunkRequest, 'chunkIndex' | 'totalChunks' | 'data' | 'fileUid'> & { fileUid?: string },
  data: Buffer,
) {
  const chunks = chunksOf(data);
  const fileUid = base.fileUid ?? randomUUID();
  let last;
  for (const [index, chunk] of chunks.entries()) {
    last = await sendChunk(app, {
      ...base,
      fileUid,
      chunkIndex: index,
      totalChunks: chunks.length,
      data: chunk,
    });
  }
  return last!;
}

/** Every file under a local storage directory, as storage keys. */
export async function storedKeys(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      )
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
