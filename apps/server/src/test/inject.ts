import { errorEnvelopeSchema, machineTextIn } from '@atrium/contract/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  operationUrl,
  type OperationBodyInput,
  type OperationDefinition,
  type OperationParamsInput,
  type OperationQueryInput,
} from '@atrium/contract/operations';
import { tokenFor, type TestPerson } from './tenant-fixtures.ts';

const UNCHECKED = Symbol('unchecked');

/** Input a test sends on purpose although the contract would refuse it (see `unchecked`). */
export interface Unchecked {
  readonly [UNCHECKED]: unknown;
}

/** Marks a body or query that breaks the contract on purpose, to test the server's refusal. */
export function unchecked(value: unknown): Unchecked {
  return { [UNCHECKED]: value };
}

export interface InjectOptions<Op extends OperationDefinition> {
  /** A person (a token is minted for them), a raw token, or nothing (anonymous). */
  as?: TestPerson | string;
  params?: OperationParamsInput<Op>;
  query?: OperationQueryInput<Op> | Unchecked;
  body?: OperationBodyInput<Op> | Unchecked;
  headers?: Record<string, string>;
}

/**
 * One call of a contract operation through app.inject: method and path come from the operation
 * (path parameters filled and encoded), params, query and body are typed by it, and `as` signs the
 * request in. A missing path parameter throws rather than calling `/undefined`.
 */
export async function inject<Op extends OperationDefinition>(
  app: FastifyInstance,
  operation: Op,
  options: InjectOptions<Op> = {},
): Promise<LightMyRequestResponse> {
  const token =
    options.as === undefined
      ? undefined
      : typeof options.as === 'string'
        ? options.as
        : await tokenFor(app, options.as);
  const query = plain(options.query) as Record<string, unknown> | undefined;
  const body = plain(options.body);
  const response = await app.inject({
    method: operation.method,
    url: operationUrl(operation, options.params as Record<string, unknown> | undefined, query),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  refuseMachineTextWithoutReason(response);
  return response;
}

/**
 * Every refusal any API test provokes is held to this: a message that carries an ISO date or an
 * id also carries a reason, so the reader's screen can say it in their language and format
 * (docs/product/error-texts-and-toasts.md#text-for-people).
 */
function refuseMachineTextWithoutReason(response: LightMyRequestResponse): void {
  if (response.statusCode < 400) return;
  const parsed = errorEnvelopeSchema.safeParse(safeJson(response.body));
  if (!parsed.success) return;
  const { error } = parsed.data;
  const texts = [error, ...(error.fields ?? [])].filter(
    (text) => !text.reason && machineTextIn(text.message).length > 0,
  );
  if (texts.length > 0) {
    throw new Error(
      `A refusal reads ${texts.map((text) => JSON.stringify(text.message)).join(' and ')}: a date or an id in its words needs a reason (errorReason of @atrium/contract/errors)`,
    );
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function plain(value: unknown): unknown {
  return value !== null && typeof value === 'object' && UNCHECKED in value
    ? (value as Unchecked)[UNCHECKED]
    : value;
}
