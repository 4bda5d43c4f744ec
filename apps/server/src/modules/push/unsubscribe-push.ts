import type { unsubscribePush } from '@atrium/contract/push';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { withPushErrors } from './push-errors.ts';

/**
 * Removes this device's subscription. Only the caller's own: the service looks the endpoint up
 * under the caller's user id, so another person's endpoint removes nothing.
 */
export const unsubscribePushHandler: OperationHandler<typeof unsubscribePush> = ({ body, context, deps }) =>
  withPushErrors(() => deps.push.service.unsubscribe({ userId: context.userId, endpoint: body.endpoint }));
