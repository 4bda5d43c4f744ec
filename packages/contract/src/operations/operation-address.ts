import type { OperationDefinition } from './define-operation.ts';

declare const addressed: unique symbol;

/**
 * What a caller needs to reach an operation — id, method, path, and the access and tag that say
 * which live area its answer belongs to — without the zod schemas that validate it. The web calls
 * operations through addresses, so a screen loads zod only where a form checks its input
 * (decision 086). The type parameter keeps a call typed by the operation's contract.
 */
export interface OperationAddress<Op extends OperationDefinition = OperationDefinition> extends Pick<
  Op,
  'operationId' | 'method' | 'path' | 'tag' | 'access'
> {
  readonly [addressed]?: Op;
}

/** The operation a definition or an address stands for. */
export type AddressedOperation<A> = A extends OperationDefinition
  ? A
  : A extends { readonly [addressed]?: infer Op }
    ? Op extends OperationDefinition
      ? Op
      : never
    : never;
