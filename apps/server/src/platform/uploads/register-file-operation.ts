import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorEnvelopeSchema } from '@atrium/contract/errors';
import type { OperationDefinition, OperationQuery } from '@atrium/contract/operations';
import { authorize } from '../auth/access-gate.ts';
import type { ContextFor } from '../auth/request-context.ts';
import { notFound } from '../errors/app-error.ts';
import '../platform.ts';
import { StorageNotFoundError } from '../storage/storage-driver.ts';
import { contentDisposition } from './file-name.ts';
import type { StoredFileRecord } from './upload-types.ts';
import { uploadsPlatform } from './uploads-platform.ts';

export interface FileAnswer {
  file: Pick<StoredFileRecord, 'name' | 'contentType' | 'size' | 'storageKey' | 'id'>;
  /** inline only for types verified at upload as safe to render (images); attachment otherwise. */
  disposition: 'inline' | 'attachment';
  cacheControl: string;
}

export type FileHandler<Op extends OperationDefinition> = (input: {
  query: OperationQuery<Op>;
  context: ContextFor<Op['access']>;
}) => Promise<FileAnswer>;

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * Serves a contract operation whose answer is a stored file's bytes: gate and query validation
 * as for every operation, then the bytes streamed from storage with `Content-Disposition`,
 * `X-Content-Type-Options: nosniff`, the stored (verified) type and a sandboxing CSP.
 */
export async function registerFileOperation<const Op extends OperationDefinition>(
  app: FastifyInstance,
  operation: Op,
  handler: FileHandler<Op>,
): Promise<void> {
  const { storage } = await uploadsPlatform(app);
  app.route({
    method: operation.method,
    url: operation.path,
    schema: {
      operationId: operation.operationId,
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      tags: [operation.tag],
      ...(operation.request?.query ? { querystring: operation.request.query } : {}),
      produces: ['application/octet-stream'],
      response: { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
      security: [{ bearerAuth: [] }],
    },
    config: { operationId: operation.operationId },
    onRequest: async (request) => {
      request.requestContext = await authorize(operation.access, request, {
        database: app.platform.database,
        accessTokens: app.platform.accessTokens,
      });
    },
    handler: async (request, reply) => {
      const context = request.requestContext;
      if (context === null) throw new Error(`no request context for ${operation.operationId}`);
      const answer = await handler({
        query: request.query as OperationQuery<Op>,
        context: context as ContextFor<Op['access']>,
      });
      return sendFile(reply, answer, () => storage.getStream(answer.file.storageKey));
    },
  });
}

async function sendFile(
  reply: FastifyReply,
  { file, disposition, cacheControl }: FileAnswer,
  open: () => Promise<NodeJS.ReadableStream>,
) {
  let stream;
  try {
    stream = await open();
  } catch (error) {
    if (error instanceof StorageNotFoundError) {
      reply.log.error({ fileId: file.id }, 'stored file has no bytes in storage');
      throw notFound('The file');
    }
    throw error;
  }
  const inline = disposition === 'inline' && INLINE_TYPES.has(file.contentType);
  return reply
    .code(200)
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', cacheControl)
    .send(stream);
}
