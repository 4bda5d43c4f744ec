import { liveAreaOf } from '@atrium/contract/notifications';
import type { AddressedOperation, OperationAddress } from '@atrium/contract/addresses';
import type { OperationDefinition, OperationResult } from '@atrium/contract/operations';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';
import type { OperationCallInput } from './call-operation.ts';
import { callOperation } from './client.ts';
import { operationKey } from './operation-key.ts';

// The hooks' types already tie each answer to its operation; the call itself stays untyped here.
const call = callOperation as unknown as <R>(operation: OperationAddress, input?: object) => Promise<R>;

type QueryOptions<Op extends OperationDefinition> = Omit<
  UseQueryOptions<OperationResult<Op>, ApiError>,
  'queryKey' | 'queryFn'
>;

/**
 * An operation's answer through TanStack Query, cached under `operationKey(op, input)`. The
 * operation is named by definition or by address (decision 086).
 */
export function useOperationQuery<
  A extends OperationAddress,
  Op extends OperationDefinition = AddressedOperation<A>,
>(operation: A, input?: OperationCallInput<Op>, options: QueryOptions<Op> = {}) {
  const { signal: _signal, headers: _headers, ...identity } = (input ?? {}) as OperationCallInput<Op>;
  return useQuery<OperationResult<Op>, ApiError>({
    queryKey: operationKey(operation, input === undefined ? undefined : identity),
    queryFn: ({ signal }) =>
      call<OperationResult<Op>>(operation, { ...(input ?? {}), signal } as OperationCallInput<Op>),
    ...options,
    // Which `changed` events of the notification stream refresh this answer (live-areas.ts).
    meta: { ...options.meta, liveArea: liveAreaOf(operation) },
  });
}

type MutationOptions<Op extends OperationDefinition> = Omit<
  UseMutationOptions<OperationResult<Op>, ApiError, OperationCallInput<Op>>,
  'mutationFn'
> & {
  /** Operations whose cached answers this change makes stale. */
  invalidates?: readonly Pick<OperationAddress, 'operationId'>[];
};

/** A changing operation, by definition or by address; on success the answers it makes stale are refetched. */
export function useOperationMutation<
  A extends OperationAddress,
  Op extends OperationDefinition = AddressedOperation<A>,
>(operation: A, { invalidates = [], onSuccess, ...options }: MutationOptions<Op> = {}) {
  const client = useQueryClient();
  return useMutation<OperationResult<Op>, ApiError, OperationCallInput<Op>>({
    mutationFn: (input) => call<OperationResult<Op>>(operation, input),
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((op) => client.invalidateQueries({ queryKey: operationKey(op) })));
      await onSuccess?.(...args);
    },
    ...options,
  });
}
