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
 * The query of an operation's answer: its key `operationKey(op, input)`, its call, and the shared
 * area whose `changed` events refresh it (live-areas.ts). For a list of queries (`useQueries`);
 * one query is `useOperationQuery`. A query keyed by an operation but built by hand misses the
 * area and goes stale on screen, so the lint refuses one (scripts/web-syntax.eslint.mjs).
 */
export function operationQueryOptions<
  A extends OperationAddress,
  Op extends OperationDefinition = AddressedOperation<A>,
>(operation: A, input?: OperationCallInput<Op>, options: QueryOptions<Op> = {}) {
  const { signal: _signal, headers: _headers, ...identity } = (input ?? {}) as OperationCallInput<Op>;
  return {
    // The one place such a query is built by hand: here it gets its area.
    // eslint-disable-next-line no-restricted-syntax
    queryKey: operationKey(operation, input === undefined ? undefined : identity),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call<OperationResult<Op>>(operation, { ...(input ?? {}), signal } as OperationCallInput<Op>),
    ...options,
    meta: { ...options.meta, liveArea: liveAreaOf(operation) },
  } satisfies UseQueryOptions<OperationResult<Op>, ApiError>;
}

/**
 * An operation's answer through TanStack Query, cached under `operationKey(op, input)`. The
 * operation is named by definition or by address (decision 086).
 */
export function useOperationQuery<
  A extends OperationAddress,
  Op extends OperationDefinition = AddressedOperation<A>,
>(operation: A, input?: OperationCallInput<Op>, options: QueryOptions<Op> = {}) {
  return useQuery<OperationResult<Op>, ApiError>(operationQueryOptions<A, Op>(operation, input, options));
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
