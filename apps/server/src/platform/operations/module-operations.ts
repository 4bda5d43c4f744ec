import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type {
  OperationBody,
  OperationDefinition,
  OperationParams,
  OperationQuery,
  OperationResult,
} from '@atrium/contract/operations';
import type { UploadOperationDefinition } from '@atrium/contract/uploads';
import type { ContextFor } from '../auth/request-context.ts';
import type { Platform } from '../platform.ts';
import type { FileAnswer } from '../uploads/register-file-operation.ts';
import type { UploadPath } from '../uploads/upload-types.ts';

/** The platform services a handler may use (database, config, audit, mail, storage, …). */
export type Deps = Platform;

/** What every handler receives: the validated request parts, the caller and the platform. */
export interface OperationInput<Op extends OperationDefinition> {
  params: OperationParams<Op>;
  query: OperationQuery<Op>;
  body: OperationBody<Op>;
  /** The caller as the access gate found it; `context.withTenant(tx => …)` for queries. */
  context: ContextFor<Op['access']>;
  deps: Deps;
  /** For the rare handler that needs headers or sets cookies; prefer the fields above. */
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A JSON operation's handler: a plain function of its input, answering the response body. */
export type OperationHandler<Op extends OperationDefinition> = (
  input: OperationInput<Op>,
) => Promise<OperationResult<Op>>;

/** An operation whose answer is a stored file's bytes: the handler picks the file. */
export type FileHandler<Op extends OperationDefinition> = (input: OperationInput<Op>) => Promise<FileAnswer>;

/** An upload operation's hooks into the chunked-upload engine (see UploadPath). */
export type UploadHooks<Op extends UploadOperationDefinition> = Omit<UploadPath<Op>, 'operation'>;

/**
 * Checks a few operations need before the access gate (a rate limit, a same-origin check),
 * made once per app by `defineRouteGuards`, so rows sharing one guards value share its hooks.
 */
export type RouteGuards = (app: FastifyInstance, deps: Deps) => readonly onRequestAsyncHookHandler[];

/** Makes route guards once per app: rows that name the same guards share one rate-limit count. */
export function defineRouteGuards(
  make: (app: FastifyInstance, deps: Deps) => readonly onRequestAsyncHookHandler[],
): RouteGuards {
  const made = new WeakMap<FastifyInstance, readonly onRequestAsyncHookHandler[]>();
  return (app, deps) => {
    let hooks = made.get(app);
    if (!hooks) {
      hooks = make(app, deps);
      made.set(app, hooks);
    }
    return hooks;
  };
}

/** One row of a module's table: the contract operation and what serves it. */
type ModuleOperation<Op extends OperationDefinition> = (Op extends UploadOperationDefinition
  ? { operation: Op; upload: UploadHooks<Op> }
  : { operation: Op; handler: OperationHandler<Op> } | { operation: Op; file: FileHandler<Op> }) & {
  guards?: RouteGuards;
};

/** A module's operations keyed by operationId, as `defineModuleOperations` checked them. */
export type ModuleOperations = Readonly<Record<string, AnyModuleOperation>>;

/** A row with its operation type forgotten, for the registrar that walks every module. */
export type AnyModuleOperation = (
  | { operation: OperationDefinition; handler: OperationHandler<OperationDefinition> }
  | { operation: OperationDefinition; file: FileHandler<OperationDefinition> }
  | { operation: UploadOperationDefinition; upload: UploadHooks<UploadOperationDefinition> }
) & { guards?: RouteGuards };

/** The row for each key: its operation, whose id is the key, and what serves it. */
type CheckedTable<Ops extends Record<string, OperationDefinition>> = {
  [K in keyof Ops]: { operation: Ops[K] & { operationId: K } } & ModuleOperation<Ops[K]>;
};

/**
 * A module's one table from operationId to the code that serves it:
 *
 *     export const timeTrackingOperations = defineModuleOperations({
 *       [createActivity.operationId]: { operation: createActivity, handler: createActivityHandler },
 *     });
 *
 * Each handler is typed by its own operation (params, query, body, context, result). A key that
 * is not its operation's id fails here, when the module is loaded; app.ts compares the union of
 * all tables with the contract at start-up.
 */
export function defineModuleOperations<const Ops extends Record<string, OperationDefinition>>(
  table: CheckedTable<Ops>,
): ModuleOperations {
  for (const [key, entry] of Object.entries(table) as [string, AnyModuleOperation][]) {
    if (entry.operation.operationId !== key) {
      throw new Error(`module operations: key ${key} serves ${entry.operation.operationId}`);
    }
    const served = ['handler', 'file', 'upload'].filter((kind) => kind in entry);
    if (served.length !== 1) {
      throw new Error(`module operations: ${key} needs exactly one of handler, file or upload`);
    }
  }
  return table as unknown as ModuleOperations;
}
