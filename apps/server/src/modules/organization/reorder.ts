/**
 * The order of `ids` after moving `id` to position `index` (clamped to the end). When `id` is not
 * in `ids` yet (a department arriving from another division) it is inserted.
 */
export function reorder(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((candidate) => candidate !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** The rows whose sort order must change for `ordered` to be numbered 0, 1, 2, … */
export function renumbered(
  ordered: readonly string[],
  current: ReadonlyMap<string, number>,
): { id: string; sortOrder: number }[] {
  return ordered
    .map((id, sortOrder) => ({ id, sortOrder }))
    .filter(({ id, sortOrder }) => current.get(id) !== sortOrder);
}
