/** PostgreSQL error codes as both drivers report them (on the error or its cause). */
function pgCodes(error: unknown): { code: string; constraint: string; message: string }[] {
  const found = [];
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (typeof candidate.code === 'string') {
      found.push({
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : '',
        message: String(candidate.message ?? ''),
      });
    }
  }
  return found;
}

/** A unique violation (23505) of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return pgCodes(error).some(
    (entry) =>
      entry.code === '23505' && (entry.constraint === constraint || entry.message.includes(constraint)),
  );
}

/** A foreign key violation (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgCodes(error).some((entry) => entry.code === '23503');
}
