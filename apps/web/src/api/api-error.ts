import type { ErrorCode, FieldError } from '@atrium/contract/errors';
import type { Module } from '@atrium/contract/access';
import { readErrorEnvelope } from './error-envelope.ts';
import { reasonText } from './reason-text.ts';

/** What the client reports when no HTTP answer arrived (network down, CORS, aborted). */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** A non-2xx answer that is not the API's error envelope (a proxy page, an empty 502). */
export const UNKNOWN_ERROR = 'UNKNOWN_ERROR';

export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR | typeof UNKNOWN_ERROR;

export interface ApiErrorDetails {
  status: number;
  code: ApiErrorCode;
  message: string;
  requestId?: string | null;
  fields?: readonly FieldError[];
  modules?: readonly Module[];
  cause?: unknown;
}

/**
 * A failed operation call: the envelope's stable code, the HTTP status (0 when nothing came
 * back), the wrong fields (`body.name`, …) and the request id a person can quote.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly requestId: string | null;
  readonly fields: readonly FieldError[];
  readonly modules: readonly Module[];

  constructor(details: ApiErrorDetails) {
    super(details.message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.status = details.status;
    this.code = details.code;
    this.requestId = details.requestId ?? null;
    this.fields = details.fields ?? [];
    this.modules = details.modules ?? [];
  }

  /** The message of the first error on `path` (`body.name`) or on a field below it. */
  fieldMessage(path: string): string | undefined {
    return this.fields.find((field) => field.path === path || field.path.startsWith(`${path}.`))?.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The error of a non-2xx response, read from the envelope when there is one. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: reported as UNKNOWN_ERROR below, with the status.
  }
  const envelope = readErrorEnvelope(body);
  if (envelope) {
    const { code, message, requestId, fields, modules, reason } = envelope;
    return new ApiError({
      status: response.status,
      code,
      message: reasonText(reason, message, `errors.codes.${code}`),
      requestId,
      fields: fields?.map((field) => ({
        ...field,
        message: reasonText(field.reason, field.message, 'validation.invalid'),
      })),
      modules,
    });
  }
  return new ApiError({
    status: response.status,
    code: UNKNOWN_ERROR,
    message: reasonText(undefined, `HTTP ${response.status}`, `errors.codes.${UNKNOWN_ERROR}`),
    requestId: response.headers.get('x-request-id'),
  });
}

export function networkError(cause: unknown): ApiError {
  return new ApiError({
    status: 0,
    code: NETWORK_ERROR,
    message: reasonText(undefined, 'The server could not be reached', `errors.codes.${NETWORK_ERROR}`),
    cause,
  });
}
