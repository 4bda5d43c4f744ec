// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../mail/mail-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getMailOutbox: OperationAddress<typeof operations.getMailOutbox> = {
  operationId: 'mail_GetOutbox',
  method: 'GET',
  path: '/api/Mail/outbox',
  tag: 'Mail',
  access: { kind: 'global', roles: ['SUPERADMIN'] },
};
