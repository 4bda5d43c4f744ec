import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../errors/app-error.ts';

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any field reached the database and answered 500.
 * Every operation's input passes here before its schema, so the refusal is one rule for all of
 * them (present and future): 400 naming each field that carries one, nothing written.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const found: string[] = [];
  collect(request.params, 'params', found);
  collect(request.query, 'query', found);
  collect(request.body, 'body', found);
  if (found.length > 0) {
    throw validationFailed(
      'Text may not contain the NUL character (U+0000).',
      found.map((path) => ({ path, message: 'must not contain the NUL character (U+0000)' })),
    );
  }
}

const MAX_DEPTH = 32;

function collect(value: unknown, path: string, found: string[], depth = 0): void {
  if (found.length >= 20 || depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, `${path}.${index}`, found, depth + 1));
    return;
  }
  // Plain parsed JSON and query objects only; a Buffer or stream body is an upload, not text.
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value) && isPlain(value)) {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = `${path}.${key.replaceAll('\u0000', '\\0')}`;
      if (key.includes('\u0000')) found.push(keyPath);
      collect(item, keyPath, found, depth + 1);
    }
  }
}

/** Parsed JSON, or a parsed query string (whose parser gives it a prototype without Object's). */
function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}
