import type { OperationDefinition } from '@atrium/contract/operations';

/**
 * The TanStack Query key of an operation's answer: its id, then what identifies the request.
 * Invalidating `[operationId]` refreshes every cached answer of that operation.
 */
export function operationKey(
  operation: Pick<OperationDefinition, 'operationId'>,
  input?: unknown,
): readonly unknown[] {
  return input === undefined ? [operation.operationId] : [operation.operationId, input];
}
