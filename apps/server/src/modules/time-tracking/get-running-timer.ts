import type { getRunningTimer } from '@atrium/contract/time-tracking';
import { toActivity } from './activity-queries.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { findRunning } from './timer-queries.ts';

/** The caller's running timer, or null. */
export const getRunningTimerHandler: OperationHandler<typeof getRunningTimer> = async ({ context }) => {
  const row = await context.withTenant((tx) => findRunning(tx, context));
  return row ? toActivity(row) : null;
};
