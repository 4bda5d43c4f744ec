import type { getPushState, subscribePush } from '@atrium/contract/push';
import type { OperationHandler, OperationInput } from '../../platform/operations/register-operation.ts';

type StateInput = Pick<OperationInput<typeof subscribePush>, 'context' | 'deps'>;

/** Whether the push service answers and whether it knows this device; never throws for a dead service. */
export async function pushStateFor({ context, deps }: StateInput, endpoint: string | undefined) {
  const { push } = deps;
  const reachable = await push.service.ping();
  if (!reachable) return { mode: push.mode, reachable, devices: null, thisDevice: false };
  try {
    const state = await push.service.subscriptionState({
      userId: context.userId,
      companyId: context.companyId,
      ...(endpoint ? { endpoint } : {}),
    });
    return { mode: push.mode, reachable, ...state };
  } catch {
    return { mode: push.mode, reachable: false, devices: null, thisDevice: false };
  }
}

export const getPushStateHandler: OperationHandler<typeof getPushState> = async (input) =>
  pushStateFor(input, input.query.endpoint);
