import { getMailOutbox } from '@atrium/contract/mail';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { getMailOutboxHandler } from './get-mail-outbox.ts';

/** The mail outbox, read by a SUPERADMIN (where reset and invitation links land without SMTP). */
export const mailOutboxOperations = defineModuleOperations({
  [getMailOutbox.operationId]: { operation: getMailOutbox, handler: getMailOutboxHandler },
});
