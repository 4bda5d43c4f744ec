import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
} from 'fastify';
import { apiTokenScopesFor } from '@atrium/contract/api-tokens';
import { errorEnvelopeSchema } from '@atrium/contract/errors';
import type { OperationDefinition } from '@atrium/contract/operations';
import { authorize } from '../auth/access-gate.ts';
import type { ContextFor } from '../auth/request-context.ts';
import '../platform.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves; read by the logs and the start-up check. */
    operationId?: string;
  }
}

export interface OperationRouteParts<Op extends OperationDefinition> {
  /** What this kind of operation adds to the route schema (request parts, response, media types). */
  schema: Pick<FastifySchema, 'params' | 'querystring' | 'body' | 'response' | 'consumes' | 'produces'>;
  /** Run before the access gate, in order (see RouteGuards in module-operations.ts). */
  guards?: readonly onRequestAsyncHookHandler[];
  /** Answers the request once the gate has let the caller in. */
  handle: (
    request: FastifyRequest,
    reply: FastifyReply,
    context: ContextFor<Op['access']>,
  ) => Promise<unknown>;
}

/**
 * The one core behind every contract operation's route (JSON, upload, file): path, method and
 * OpenAPI entry from the contract, `config.operationId` for the logs and the start-up check, and
 * the access gate before anything else.
 */
export function registerOperationRoute<const Op extends OperationDefinition>(
  app: FastifyInstance,
  operation: Op,
  parts: OperationRouteParts<Op>,
): void {
  const isPublic = operation.access.kind === 'public';
  const { response, ...requestSchema } = parts.schema;
  const gate: onRequestAsyncHookHandler = async (request) => {
    request.requestContext = await authorize(operation, request, {
      database: app.platform.database,
      accessTokens: app.platform.accessTokens,
    });
  };
  app.route({
    method: operation.method,
    url: operation.path,
    schema: {
      operationId: operation.operationId,
      summary: operation.summary,
      ...describedWithTokenScopes(operation),
      tags: [operation.tag],
      ...requestSchema,
      response: {
        ...(response as Record<string, unknown> | undefined),
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
      ...(isPublic ? {} : { security: [{ bearerAuth: [] }] }),
    },
    config: { operationId: operation.operationId },
    // onRequest, not preHandler: an anonymous caller is refused before its body is read or
    // validated, so it can neither make the server parse a large body nor probe the schema.
    onRequest: [...(parts.guards ?? []), gate],
    handler: async (request, reply) => {
      const context = request.requestContext;
      if (context === null) throw new Error(`no request context for ${operation.operationId}`);
      return parts.handle(request, reply, context as ContextFor<Op['access']>);
    },
  });
}

/** The operation's description, with the scopes a personal API token needs to call it (decision 088). */
function describedWithTokenScopes(operation: OperationDefinition): { description?: string } {
  const scopes = apiTokenScopesFor(operation);
  const tokenLine = scopes ? `API token scopes: ${scopes.map((scope) => `\`${scope}\``).join(', ')}.` : null;
  const parts = [operation.description, tokenLine].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? { description: parts.join('\n\n') } : {};
}
