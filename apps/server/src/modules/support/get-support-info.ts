import type { getSupportInfo } from '@atrium/contract/support';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** Where the operators of the installation are reached (SUPPORT_EMAIL). */
export const getSupportInfoHandler: OperationHandler<typeof getSupportInfo> = async ({ deps }) => ({
  supportEmail: deps.config.supportEmail,
});
