// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../languages/languages-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getSupportedLanguages: OperationAddress<typeof operations.getSupportedLanguages> = {
  operationId: 'languages_GetSupportedLanguages',
  method: 'GET',
  path: '/api/Languages/supported-languages',
  tag: 'Languages',
  access: { kind: 'public' },
};
