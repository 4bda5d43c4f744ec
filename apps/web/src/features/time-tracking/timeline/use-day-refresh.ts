import {
  getAllCurrentUserTimelines,
  getCurrentUserTimelineOnDate,
  getRunningTimer,
} from '@atrium/contract/time-tracking';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationKey } from '../../../api/operation-key.ts';

/**
 * After an activity or the timer changed: the days' timelines (the shown one is asked again at
 * once, docs/product/time-tracking.md#timeline-selection), the list of days with their week
 * totals and the running timer.
 */
export function useDayRefresh(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [getCurrentUserTimelineOnDate, getAllCurrentUserTimelines, getRunningTimer].map((operation) =>
        client.invalidateQueries({ queryKey: operationKey(operation) }),
      ),
    );
  }, [client]);
}
