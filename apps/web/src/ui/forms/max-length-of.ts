interface SchemaShape {
  maxLength?: number | null;
  def?: { type?: string; innerType?: unknown; in?: unknown; out?: unknown };
}

/**
 * The most characters a contract string schema accepts, looking through `.default()`,
 * `.optional()`, `.nullable()` and both sides of `.pipe()`; undefined when it sets no maximum.
 * Inputs take their `maxLength` from here so that a limit is written once, in the contract.
 */
export function maxLengthOf(schema: unknown, depth = 0): number | undefined {
  const current = schema as SchemaShape | undefined;
  if (!current || depth > 10) return undefined;
  if (typeof current.maxLength === 'number') return current.maxLength;
  const def = current.def;
  if (def?.type === 'pipe') return maxLengthOf(def.in, depth + 1) ?? maxLengthOf(def.out, depth + 1);
  return def?.innerType ? maxLengthOf(def.innerType, depth + 1) : undefined;
}
