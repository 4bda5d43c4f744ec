import type { FastifyInstance } from 'fastify';
import { errorEnvelopeSchema } from '@atrium/contract/errors';
import {
  storedFileSchema,
  uploadChunkAcceptedSchema,
  type UploadOperationDefinition,
} from '@atrium/contract/uploads';
import { authorize } from '../auth/access-gate.ts';
import type { MemberContext } from '../auth/request-context.ts';
import '../platform.ts';
import { parseChunkFields } from './chunk-fields.ts';
import { readChunkForm } from './read-chunk-form.ts';
import { receiveChunk } from './receive-chunk.ts';
import type { UploadPath } from './upload-types.ts';
import { uploadsPlatform } from './uploads-platform.ts';

/**
 * Serves one upload path of SPEC §7 with the chunked-upload engine. Like registerOperation, the
 * route comes from the contract entry (path, operationId, access → gate, OpenAPI, authorization
 * matrix); the body is multipart, so it is read here instead of by a JSON schema.
 */
export async function registerUploadOperation<Op extends UploadOperationDefinition>(
  app: FastifyInstance,
  path: UploadPath<Op>,
): Promise<void> {
  const { storage } = await uploadsPlatform(app);
  const { operation } = path;
  if (operation.access.kind !== 'member') {
    // Files belong to a company (stored_files.company_id); an upload needs a chosen company.
    throw new Error(`${operation.operationId}: upload operations need member access`);
  }
  app.route({
    method: 'POST',
    url: operation.path,
    schema: {
      operationId: operation.operationId,
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      tags: [operation.tag],
      consumes: ['multipart/form-data'],
      response: {
        200: storedFileSchema,
        202: uploadChunkAcceptedSchema,
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
      security: [{ bearerAuth: [] }],
    },
    config: { operationId: operation.operationId },
    // Before the body is read: a refused caller cannot make the server parse a chunk.
    onRequest: async (request) => {
      request.requestContext = await authorize(operation.access, request, {
        database: app.platform.database,
        accessTokens: app.platform.accessTokens,
      });
    },
    handler: async (request, reply) => {
      const context = request.requestContext as MemberContext | null;
      if (context === null) throw new Error(`no request context for ${operation.operationId}`);
      const form = await readChunkForm(request, operation.upload.field);
      const fields = parseChunkFields(form.fields, operation);
      const answer = await receiveChunk(path as UploadPath, { fields, data: form.data }, context, {
        database: app.platform.database,
        storage,
        log: request.log,
      });
      return reply.code(answer.status).send(answer.body);
    },
  });
}
