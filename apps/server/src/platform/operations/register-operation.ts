import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelopeSchema } from '@atrium/contract/errors';
import type {
  OperationBody,
  OperationDefinition,
  OperationParams,
  OperationQuery,
  OperationResult,
} from '@atrium/contract/operations';
import { authorize } from '../auth/access-gate.ts';
import type { ContextFor } from '../auth/request-context.ts';
import '../platform.ts';

export interface OperationInput<Op extends OperationDefinition> {
  params: OperationParams<Op>;
  query: OperationQuery<Op>;
  body: OperationBody<Op>;
  context: ContextFor<Op['access']>;
  /** For the rare handler that needs headers or sets cookies; prefer the fields above. */
  request: FastifyRequest;
  reply: FastifyReply;
}

export type OperationHandler<Op extends OperationDefinition> = (
  input: OperationInput<Op>,
) => Promise<OperationResult<Op>>;

/**
 * Serves one contract operation: the route's validation, serialization and OpenAPI entry all
 * come from the operation's zod schemas, and its access rule runs before anything else.
 */
export function registerOperation<const Op extends OperationDefinition>(
  app: FastifyInstance,
  operation: Op,
  handler: OperationHandler<Op>,
): void {
  const status = operation.response.status ?? 200;
  const isPublic = operation.access.kind === 'public';
  app.route({
    method: operation.method,
    url: operation.path,
    schema: {
      operationId: operation.operationId,
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      tags: [operation.tag],
      ...(operation.request?.params ? { params: operation.request.params } : {}),
      ...(operation.request?.query ? { querystring: operation.request.query } : {}),
      ...(operation.request?.body ? { body: operation.request.body } : {}),
      response: {
        [status]: operation.response.schema,
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
      ...(isPublic ? {} : { security: [{ bearerAuth: [] }] }),
    },
    config: { operationId: operation.operationId },
    // onRequest, not preHandler: an anonymous caller is refused before its body is read or
    // validated, so it can neither make the server parse a large body nor probe the schema.
    onRequest: async (request) => {
      request.requestContext = await authorize(operation.access, request, {
        database: app.platform.database,
        accessTokens: app.platform.accessTokens,
      });
    },
    handler: async (request, reply) => {
      const context = request.requestContext;
      if (context === null) throw new Error(`no request context for ${operation.operationId}`);
      const result = await handler({
        params: request.params as OperationParams<Op>,
        query: request.query as OperationQuery<Op>,
        body: request.body as OperationBody<Op>,
        context: context as ContextFor<Op['access']>,
        request,
        reply,
      });
      reply.code(status);
      return status === 204 ? reply.send() : result;
    },
  });
}
