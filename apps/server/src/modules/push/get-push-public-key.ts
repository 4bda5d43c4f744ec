import type { getPushPublicKey } from '@atrium/contract/push';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { withPushErrors } from './push-errors.ts';

/** The push service's VAPID public key, which the browser subscribes with; 503 when unreachable. */
export const getPushPublicKeyHandler: OperationHandler<typeof getPushPublicKey> = async ({ deps }) => ({
  publicKey: await withPushErrors(() => deps.push.service.publicKey()),
});
