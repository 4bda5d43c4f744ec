import {
  ERROR_HTTP_STATUS,
  type ErrorCode,
  type ErrorReason,
  type FieldError,
} from '@atrium/contract/errors';
import type { Module } from '@atrium/contract/access';

export interface AppErrorOptions {
  /** Input fields that were wrong (VALIDATION_FAILED, CONFLICT on a unique field). */
  fields?: readonly FieldError[];
  /** Modules the company lacks (MODULE_NOT_SUBSCRIBED). */
  modules?: readonly Module[];
  /** What the message means, for the reader's language, when its words carry values (dates, names). */
  reason?: ErrorReason;
  cause?: unknown;
}

/**
 * The one error type services throw. Its message reaches the client, so it must be safe to show;
 * anything internal belongs in `cause`, which only the log sees.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: readonly FieldError[] | undefined;
  readonly modules: readonly Module[] | undefined;
  readonly reason: ErrorReason | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_HTTP_STATUS[code];
    this.fields = options.fields;
    this.modules = options.modules;
    this.reason = options.reason;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** A record that does not exist or belongs to another company: both answer 404 (docs/product/gates-and-roles.md#on-the-server). */
export const notFound = (what = 'The requested item'): AppError =>
  new AppError('NOT_FOUND', `${what} was not found.`);

export const forbidden = (message = 'You do not have permission to do this.'): AppError =>
  new AppError('FORBIDDEN', message);

export const conflict = (message: string, fields?: readonly FieldError[]): AppError =>
  new AppError('CONFLICT', message, fields ? { fields } : {});

export const validationFailed = (message: string, fields: readonly FieldError[]): AppError =>
  new AppError('VALIDATION_FAILED', message, { fields });
