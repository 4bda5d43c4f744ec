import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode, ErrorReason, FieldError } from '@atrium/contract/errors';
import { ERROR_HTTP_STATUS } from '@atrium/contract/errors';
import type { Module } from '@atrium/contract/access';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from './app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.ts';
import { errorEnvelope } from './error-envelope.ts';
import { schemaIssueReason, type SchemaIssue } from './schema-issue-reason.ts';

const INTERNAL_MESSAGE =
  'Something went wrong on our side. Please try again; if it keeps happening, quote the request id.';

/** The request part as clients name it in `fields[].path`. */
const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

interface ValidationIssue extends SchemaIssue {
  instancePath?: string;
  message?: string;
}

/** The value a validation issue is about: the request part, then its `/items/0/name` path. */
export type RequestValueAt = (part: string | undefined, instancePath: string | undefined) => unknown;

function requestValueAt(request: FastifyRequest): RequestValueAt {
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  return (part, instancePath) => {
    let current = parts[part ?? ''];
    for (const segment of (instancePath ?? '').split('/').filter((item) => item !== '')) {
      if (typeof current !== 'object' || current === null) return undefined;
      current = (current as Record<string, unknown>)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
    }
    return current;
  };
}

/** `body` + `/items/0/name` → `body.items.0.name`. */
export function fieldPath(part: string | undefined, instancePath: string | undefined): string {
  const prefix = PART_NAMES[part ?? ''] ?? part ?? 'request';
  const rest = (instancePath ?? '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  return [prefix, ...rest].join('.');
}

interface Classified {
  code: ErrorCode;
  message: string;
  fields?: readonly FieldError[] | undefined;
  modules?: readonly Module[] | undefined;
  reason?: ErrorReason | undefined;
  /** Unexpected: log with stack at error level. */
  unexpected: boolean;
}

/**
 * Decides what the client is told about an error. `valueAt` reads the request's values, so that a
 * field left empty is told "required" whatever rule it broke. Exported for unit tests.
 */
export function classifyError(error: unknown, valueAt: RequestValueAt = () => undefined): Classified {
  if (isAppError(error)) {
    return {
      code: error.code,
      message: error.message,
      fields: error.fields,
      modules: error.modules,
      reason: error.reason,
      unexpected: false,
    };
  }
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as Partial<
    FastifyError & { validation: ValidationIssue[] }
  >;
  if (Array.isArray(candidate.validation)) {
    const fields = candidate.validation.map((issue): FieldError => {
      const reason = schemaIssueReason(issue, valueAt(candidate.validationContext, issue.instancePath));
      return {
        path: fieldPath(candidate.validationContext, issue.instancePath),
        message: issue.message ?? 'is not valid',
        ...(reason ? { reason } : {}),
      };
    });
    const names = [...new Set(fields.map((field) => field.path))].join(', ');
    return {
      code: 'VALIDATION_FAILED',
      message: `Some fields are not valid: ${names}.`,
      fields,
      unexpected: false,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
      unexpected: false,
    };
  }
  if (error instanceof Error && isResponseSerializationError(error as FastifyError)) {
    return { code: 'INTERNAL', message: INTERNAL_MESSAGE, unexpected: true };
  }
  switch (candidate.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.', unexpected: false };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This content type is not accepted here.',
        unexpected: false,
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        code: 'VALIDATION_FAILED',
        message: 'The request body is not valid JSON.',
        fields: [{ path: 'body', message: 'is not valid JSON' }],
        unexpected: false,
      };
  }
  const status = typeof candidate.statusCode === 'number' ? candidate.statusCode : 500;
  // Other client errors raised by Fastify or a plugin (bad JSON, rate limit, content length):
  // their messages are written for clients, so they may pass through.
  if (status >= 400 && status < 500) {
    const code = codeForClientStatus(status);
    const message =
      typeof candidate.message === 'string' && candidate.message !== ''
        ? candidate.message
        : 'The request was not accepted.';
    return { code, message, unexpected: false };
  }
  return { code: 'INTERNAL', message: INTERNAL_MESSAGE, unexpected: true };
}

function codeForClientStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION_FAILED';
  }
}

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const classified = classifyError(error, requestValueAt(request));
  if (classified.unexpected) {
    request.log.error({ err: error }, 'request failed');
  } else if (classified.code === 'SERVICE_UNAVAILABLE') {
    request.log.warn({ err: error }, 'request failed: a service it needs is unavailable');
  } else {
    request.log.info({ code: classified.code }, 'request refused');
  }
  // The rate limiter sets Retry-After itself; a 503 says when to try again.
  if (classified.code === 'SERVICE_UNAVAILABLE' && !reply.hasHeader('retry-after')) {
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  }
  return reply
    .code(ERROR_HTTP_STATUS[classified.code])
    .type('application/json; charset=utf-8')
    .send(
      errorEnvelope(classified.code, classified.message, request.id, {
        fields: classified.fields,
        modules: classified.modules,
        reason: classified.reason,
      }),
    );
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => handleError(error, request, reply));
}
