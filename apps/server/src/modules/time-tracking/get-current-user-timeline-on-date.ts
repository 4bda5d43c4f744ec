import type { getCurrentUserTimelineOnDate } from '@atrium/contract/time-tracking';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { ownTimelineOn } from './timeline-queries.ts';

/** The caller's own timeline of a calendar day, or null when none is recorded. */
export const getCurrentUserTimelineOnDateHandler: OperationHandler<
  typeof getCurrentUserTimelineOnDate
> = async ({ context, query }) => ownTimelineOn(context, query.date);
