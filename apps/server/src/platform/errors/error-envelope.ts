import type { ErrorEnvelope, ErrorCode, ErrorReason, FieldError } from '@atrium/contract/errors';
import type { Module } from '@atrium/contract/access';

export function errorEnvelope(
  code: ErrorCode,
  message: string,
  requestId: string,
  extra: {
    fields?: readonly FieldError[] | undefined;
    modules?: readonly Module[] | undefined;
    reason?: ErrorReason | undefined;
  } = {},
): ErrorEnvelope {
  return {
    error: {
      code,
      message,
      requestId,
      ...(extra.fields ? { fields: [...extra.fields] } : {}),
      ...(extra.modules ? { modules: [...extra.modules] } : {}),
      ...(extra.reason ? { reason: extra.reason } : {}),
    },
  };
}
