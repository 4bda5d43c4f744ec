import type { z } from 'zod';
import type { Module, Role } from '../access/index.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation. The server enforces it before the handler runs; the web uses the
 * same data to hide what a user cannot do.
 * - public: anyone, no token.
 * - signed-in: a person with a valid access token, with or without a chosen company.
 * - member: an active member of the token's company; optionally holding one of `roles` and a
 *   company subscribed to all of `modules`.
 * - global: a person holding one of the global roles (SUPERADMIN, TRANSLATOR).
 */
export type OperationAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'signed-in' }
  | {
      readonly kind: 'member';
      readonly roles?: readonly Role[];
      readonly modules?: readonly Module[];
    }
  | { readonly kind: 'global'; readonly roles: readonly Role[] };

export interface OperationRequest {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
}

export interface OperationResponse {
  /** Success status; 200 unless the operation creates (201) or answers nothing (204). */
  readonly status?: 200 | 201 | 202 | 204;
  readonly schema: z.ZodType;
  readonly description?: string;
}

export interface OperationDefinition {
  /** docs/product/README.md#naming-of-operations naming: `<controller>_<Method>`, e.g. `timelines_GetTimelineById`. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Fastify path syntax under `/api/<Controller>/…`, e.g. `/api/Timelines/:timelineId`. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  /** OpenAPI tag (groups operations in the docs), usually the controller. */
  readonly tag: string;
  readonly request?: OperationRequest;
  readonly response: OperationResponse;
  readonly access: OperationAccess;
  /**
   * Shared areas besides its own whose open screens a write through this operation changes
   * (notifications/live-areas.ts): filing a generated document changes the member's documents.
   */
  readonly alsoChanges?: readonly string[];
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type RequestPart<
  Op extends OperationDefinition,
  K extends keyof OperationRequest,
> = Op['request'] extends OperationRequest ? Op['request'][K] : undefined;

/** What the server handler receives (after validation and transforms). */
export type OperationParams<Op extends OperationDefinition> = Output<RequestPart<Op, 'params'>>;
export type OperationQuery<Op extends OperationDefinition> = Output<RequestPart<Op, 'query'>>;
export type OperationBody<Op extends OperationDefinition> = Output<RequestPart<Op, 'body'>>;
/** What the handler returns; the serializer encodes it to the wire form. */
export type OperationResult<Op extends OperationDefinition> = z.output<Op['response']['schema']>;

/** What a client sends. */
export type OperationParamsInput<Op extends OperationDefinition> = Input<RequestPart<Op, 'params'>>;
export type OperationQueryInput<Op extends OperationDefinition> = Input<RequestPart<Op, 'query'>>;
export type OperationBodyInput<Op extends OperationDefinition> = Input<RequestPart<Op, 'body'>>;

const OPERATION_ID = /^[a-z][A-Za-z0-9]*_[A-Z][A-Za-z0-9]*$/;
const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Declares an operation once, for server and web. Mistakes that would otherwise surface as a
 * confusing route or a wrong OpenAPI document fail here, when the module is loaded.
 */
export function defineOperation<const Op extends OperationDefinition>(operation: Op): Op {
  const where = `operation ${operation.operationId}`;
  if (!OPERATION_ID.test(operation.operationId)) {
    throw new Error(`${where}: operationId must look like <controller>_<Method>`);
  }
  if (!operation.path.startsWith('/api/')) {
    throw new Error(`${where}: path must start with /api/`);
  }
  if (operation.method === 'GET' && operation.request?.body) {
    throw new Error(`${where}: a GET operation cannot have a body`);
  }
  if (operation.access.kind === 'global' && operation.access.roles.length === 0) {
    throw new Error(`${where}: global access needs at least one role`);
  }
  const pathParams = [...operation.path.matchAll(PATH_PARAM)].map((match) => match[1] ?? '');
  const schemaParams = objectKeys(operation.request?.params, where);
  const missing = pathParams.filter((name) => !schemaParams.includes(name));
  const extra = schemaParams.filter((name) => !pathParams.includes(name));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `${where}: params schema must name exactly the path parameters ` +
        `(path: ${pathParams.join(', ') || 'none'}; schema: ${schemaParams.join(', ') || 'none'})`,
    );
  }
  return operation;
}

function objectKeys(schema: z.ZodType | undefined, where: string): string[] {
  if (!schema) return [];
  const shape = (schema as { shape?: unknown }).shape;
  if (typeof shape !== 'object' || shape === null) {
    throw new Error(`${where}: params schema must be a z.object`);
  }
  return Object.keys(shape);
}
