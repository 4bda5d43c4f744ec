import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type {
  OperationBody,
  OperationDefinition,
  OperationParams,
  OperationQuery,
} from '@atrium/contract/operations';
import { liveAreasOf } from '@atrium/contract/notifications';
import { announceLiveChanges } from './announce-live-changes.ts';
import type { OperationHandler } from './module-operations.ts';
import { registerOperationRoute } from './operation-route.ts';

export type { OperationHandler, OperationInput } from './module-operations.ts';

/**
 * Serves one JSON contract operation: the route's validation, serialization and OpenAPI entry all
 * come from the operation's zod schemas, and its access rule runs before anything else.
 */
export function registerOperation<const Op extends OperationDefinition>(
  app: FastifyInstance,
  operation: Op,
  handler: OperationHandler<Op>,
  guards?: readonly onRequestAsyncHookHandler[],
): void {
  const status = operation.response.status ?? 200;
  const liveAreas = liveAreasOf(operation);
  registerOperationRoute(app, operation, {
    ...(guards ? { guards } : {}),
    schema: {
      ...(operation.request?.params ? { params: operation.request.params } : {}),
      ...(operation.request?.query ? { querystring: operation.request.query } : {}),
      ...(operation.request?.body ? { body: operation.request.body } : {}),
      response: { [status]: operation.response.schema },
    },
    handle: async (request, reply, context) => {
      const result = await handler({
        params: request.params as OperationParams<Op>,
        query: request.query as OperationQuery<Op>,
        body: request.body as OperationBody<Op>,
        context,
        deps: app.platform,
        request,
        reply,
      });
      // Every write of a shared area tells the company's open screens, so none can be left out
      // (docs/product/notifications.md#screens-that-stay-current). The handler has committed.
      const companyId = 'companyId' in context ? context.companyId : null;
      await announceLiveChanges(app.platform.notifications, companyId, liveAreas);
      reply.code(status);
      return status === 204 ? reply.send() : result;
    },
  });
}
