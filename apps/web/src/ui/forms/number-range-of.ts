interface NumberSchemaShape {
  minValue?: number | null;
  maxValue?: number | null;
  def?: { type?: string; innerType?: unknown };
}

/**
 * The smallest and largest number a contract number schema accepts, looking through
 * `.default()`, `.optional()` and `.nullable()`; a bound the schema does not set is undefined.
 * Number inputs take their `min` and `max` from here, as text inputs take `maxLengthOf`, so a
 * limit is written once, in the contract.
 */
export function numberRangeOf(schema: unknown, depth = 0): { min?: number; max?: number } {
  const current = schema as NumberSchemaShape | undefined;
  if (!current || depth > 10) return {};
  if (current.def?.type === 'number') {
    const bound = (value: number | null | undefined) =>
      typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    return { min: bound(current.minValue), max: bound(current.maxValue) };
  }
  return current.def?.innerType ? numberRangeOf(current.def.innerType, depth + 1) : {};
}
