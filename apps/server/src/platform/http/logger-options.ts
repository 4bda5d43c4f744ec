import type { LogLevel } from '../../config.ts';
import { serializeError, serializeRequest } from './log-serializers.ts';

/** A destination for log lines (stdout by default; tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Paths pino blanks out wherever they appear in a logged object. Tokens and credentials never
 * reach the log, also when someone logs a whole request or body by mistake.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // The mobile shell's refresh token (docs/decisions/045-mobile-refresh-token-header.md).
  'req.headers["atrium-refresh-token"]',
  'res.headers["atrium-refresh-token"]',
  'headers["atrium-refresh-token"]',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'cookie',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'idToken',
  'id_token',
  'password',
  '*.authorization',
  '*.token',
  '*.accessToken',
  '*.access_token',
  '*.refreshToken',
  '*.refresh_token',
  '*.idToken',
  '*.id_token',
  '*.password',
];

export function loggerOptions(level: LogLevel, stream?: LogStream) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    // URLs with tokens in them and failed queries' parameters never reach the log.
    serializers: { req: serializeRequest, err: serializeError, error: serializeError },
    ...(stream ? { stream } : {}),
  };
}
