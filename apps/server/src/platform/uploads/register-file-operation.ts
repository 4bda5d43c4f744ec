import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  OperationBody,
  OperationDefinition,
  OperationParams,
  OperationQuery,
} from '@atrium/contract/operations';
import { notFound } from '../errors/app-error.ts';
import type { FileHandler } from '../operations/module-operations.ts';
import { registerOperationRoute } from '../operations/operation-route.ts';
import { StorageNotFoundError } from '../storage/storage-driver.ts';
import { contentDisposition } from './file-name.ts';
import type { StoredFileRecord } from './upload-types.ts';

export type { FileHandler } from '../operations/module-operations.ts';

export interface FileAnswer {
  file: Pick<StoredFileRecord, 'name' | 'contentType' | 'size' | 'storageKey' | 'id'>;
  /** inline only for types verified at upload as safe to render (images); attachment otherwise. */
  disposition: 'inline' | 'attachment';
  cacheControl: string;
}

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * Serves a contract operation whose answer is a stored file's bytes: gate and query validation
 * as for every operation, then the bytes streamed from storage with `Content-Disposition`,
 * `X-Content-Type-Options: nosniff`, the stored (verified) type and a sandboxing CSP.
 */
export function registerFileOperation<const Op extends OperationDefinition>(
  app: FastifyInstance,
  operation: Op,
  handler: FileHandler<Op>,
): void {
  registerOperationRoute(app, operation, {
    schema: {
      ...(operation.request?.params ? { params: operation.request.params } : {}),
      ...(operation.request?.query ? { querystring: operation.request.query } : {}),
      produces: ['application/octet-stream'],
    },
    handle: async (request, reply, context) => {
      const answer = await handler({
        params: request.params as OperationParams<Op>,
        query: request.query as OperationQuery<Op>,
        body: request.body as OperationBody<Op>,
        context,
        deps: app.platform,
        request,
        reply,
      });
      return sendFile(reply, answer, () => app.platform.storage.getStream(answer.file.storageKey));
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
