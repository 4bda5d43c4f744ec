// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../people/people-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getCompanyPeople: OperationAddress<typeof operations.getCompanyPeople> = {
  operationId: 'people_GetCompanyPeople',
  method: 'GET',
  path: '/api/People',
  tag: 'People',
  access: { kind: 'member' },
};
