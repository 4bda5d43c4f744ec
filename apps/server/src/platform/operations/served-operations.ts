import type { OperationDefinition } from '@atrium/contract/operations';

/**
 * The start-up check: every contract operation is served exactly once and nothing else claims an
 * operationId. Throws one error naming every operation that is missing, unknown or served twice,
 * so a forgotten handler fails the server's start, not the first caller.
 */
export function checkServedOperations(
  contract: readonly OperationDefinition[],
  served: readonly string[],
): void {
  const expected = new Set(contract.map((operation) => operation.operationId));
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of served) {
    if (seen.has(id)) twice.add(id);
    seen.add(id);
  }
  const missing = [...expected].filter((id) => !seen.has(id));
  const unknown = [...seen].filter((id) => !expected.has(id));
  const problems = [
    ...missing.map((id) => `${id}: in the contract but no module serves it`),
    ...unknown.map((id) => `${id}: served but not in the contract (packages/contract/src/operations)`),
    ...[...twice].map((id) => `${id}: served by more than one handler`),
  ];
  if (problems.length > 0) {
    throw new Error(`operations do not match the contract:\n  ${problems.join('\n  ')}`);
  }
}
