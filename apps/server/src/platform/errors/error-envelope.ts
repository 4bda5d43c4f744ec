import type { ErrorEnvelope, ErrorCode, FieldError } from '@atrium/contract/errors';
import type { Module } from '@atrium/contract/access';

export function errorEnvelope(
  code: ErrorCode,
  message: string,
  requestId: string,
  extra: { fields?: readonly FieldError[] | undefined; modules?: readonly Module[] | undefined } = {},
): ErrorEnvelope {
  return {
    error: {
      code,
      message,
      requestId,
      ...(extra.fields ? { fields: [...extra.fields] } : {}),
      ...(extra.modules ? { modules: [...extra.modules] } : {}),
    },
  };
}
