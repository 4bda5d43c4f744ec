import type { AppError } from '../../platform/errors/app-error.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from './pg-errors.ts';

/** A unique name index turned into 409 naming `body.name`. */
export function nameTaken(error: unknown, index: string, what: string): AppError | null {
  if (!isUniqueViolation(error, index)) return null;
  const message = `${what} with this name already exists.`;
  return conflict(message, [{ path: 'body.name', message: 'is already taken' }]);
}

export const usedSoArchive = (what: string) =>
  conflict(`Time is recorded against this ${what}, so it cannot be deleted. Archive it instead.`);
