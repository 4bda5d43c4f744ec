import { isModule } from '@atrium/contract/access';
import { isErrorCode, type ErrorEnvelope, type ErrorReason, type FieldError } from '@atrium/contract/errors';

/*
 * The API's error envelope read by hand, not through the contract's zod schema: every call can
 * fail, so the reader loads with the first call, and zod would come with it before anyone has
 * signed in (decision 086). It accepts what `errorEnvelopeSchema` accepts; error-envelope.test.ts
 * holds the two side by side.
 */

type Envelope = ErrorEnvelope['error'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readReason(value: unknown): ErrorReason | undefined | null {
  if (value === undefined) return undefined;
  if (!isObject(value) || typeof value.key !== 'string' || !isObject(value.values)) return null;
  const values = Object.entries(value.values);
  if (!values.every(([, item]) => typeof item === 'string' || typeof item === 'number')) return null;
  return { key: value.key, values: Object.fromEntries(values) as ErrorReason['values'] };
}

function readField(value: unknown): FieldError | null {
  if (!isObject(value) || typeof value.path !== 'string' || typeof value.message !== 'string') return null;
  const reason = readReason(value.reason);
  if (reason === null) return null;
  return { path: value.path, message: value.message, ...(reason ? { reason } : {}) };
}

/** The envelope's `error`, or null when the body is not the API's envelope. */
export function readErrorEnvelope(body: unknown): Envelope | null {
  if (!isObject(body) || !isObject(body.error)) return null;
  const { code, message, requestId, fields, modules, reason } = body.error;
  if (!isErrorCode(code) || typeof message !== 'string' || typeof requestId !== 'string') return null;
  const envelope: Envelope = { code, message, requestId };
  if (fields !== undefined) {
    if (!Array.isArray(fields)) return null;
    const read = fields.map(readField);
    if (read.some((field) => field === null)) return null;
    envelope.fields = read as FieldError[];
  }
  if (modules !== undefined) {
    if (!Array.isArray(modules) || !modules.every((item) => typeof item === 'string' && isModule(item))) {
      return null;
    }
    envelope.modules = modules as Envelope['modules'];
  }
  const readReasonValue = readReason(reason);
  if (readReasonValue === null) return null;
  if (readReasonValue) envelope.reason = readReasonValue;
  return envelope;
}
