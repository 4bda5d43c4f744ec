import type { Activity, getRunningTimer } from '@atrium/contract/time-tracking';
import { toActivity } from './activity-queries.ts';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { findRunning } from './timer-queries.ts';

/** The caller's running timer, or null. */
export async function getRunningTimerHandler({
  context,
}: OperationInput<typeof getRunningTimer>): Promise<Activity | null> {
  const row = await context.withTenant((tx) => findRunning(tx, context));
  return row ? toActivity(row) : null;
}
