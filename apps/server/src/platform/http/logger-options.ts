import type { LogLevel } from '../../config.ts';

/** A destination for log lines (stdout by default; tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Paths pino blanks out wherever they appear in a logged object. Tokens and credentials never
 * reach the log, also when someone logs a whole request or body by mistake.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
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
    ...(stream ? { stream } : {}),
  };
}
