import type { AddressedOperation, OperationAddress } from '@atrium/contract/addresses';
import type {
  OperationBodyInput,
  OperationDefinition,
  OperationParamsInput,
  OperationQueryInput,
  OperationResult,
} from '@atrium/contract/operations';
import { apiErrorFromResponse, networkError } from './api-error.ts';
import { operationUrl } from './operation-url.ts';

/** The transport: `fetch`'s shape. The app passes its HTTP client (Bearer, refresh, retry). */
export type HttpFetch = (url: string, init: RequestInit) => Promise<Response>;

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What a call sends; each part is required exactly when the operation's contract has it. */
export type OperationCallInput<Op extends OperationDefinition> = Part<'params', OperationParamsInput<Op>> &
  Part<'query', OperationQueryInput<Op>> &
  Part<'body', OperationBodyInput<Op>> & {
    signal?: AbortSignal;
    /** Extra headers; an `Authorization` header here replaces the app's own token. */
    headers?: Record<string, string>;
    /** `include` for the refresh-cookie calls; same-origin otherwise. */
    credentials?: RequestCredentials;
  };

type OptionalWhenEmpty<Op extends OperationDefinition> =
  object extends OperationCallInput<Op> ? [input?: OperationCallInput<Op>] : [input: OperationCallInput<Op>];

/**
 * A call names its operation by definition or by address (`@atrium/contract/addresses`): the
 * address carries no schemas, so the caller's chunk loads no zod (decision 086).
 */
export type CallOperation = <A extends OperationAddress>(
  operation: A,
  ...input: OptionalWhenEmpty<AddressedOperation<A>>
) => Promise<OperationResult<AddressedOperation<A>>>;

/**
 * Builds `callOperation` on a transport: the URL from the contract's path, JSON in and out, and a
 * typed `ApiError` (code, fields, status; status 0 for a network failure) for anything but 2xx.
 */
export function createCallOperation(transport: HttpFetch, baseUrl = ''): CallOperation {
  return async (operation, ...[input]) => {
    const { params, query, body, signal, headers, credentials } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
      credentials?: RequestCredentials;
    };
    const url = baseUrl + operationUrl(operation, params, query);
    const init: RequestInit = {
      method: operation.method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      credentials: credentials ?? 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    };
    let response: Response;
    try {
      response = await transport(url, init);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw networkError(error);
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    if (response.status === 204) return undefined as never;
    const text = await response.text();
    return (text === '' ? undefined : JSON.parse(text)) as never;
  };
}
