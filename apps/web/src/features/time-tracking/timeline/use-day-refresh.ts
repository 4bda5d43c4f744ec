import { getAllCurrentUserTimelines, getRunningTimer } from '@atrium/contract/time-tracking';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationKey } from '../../../api/operation-key.ts';
import { timelineSelection } from './timeline-store.ts';

/**
 * After an activity or the timer changed: the selected day again (forced, SPEC §4), the week's
 * totals and the running timer.
 */
export function useDayRefresh(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      timelineSelection.reload(),
      client.invalidateQueries({ queryKey: operationKey(getAllCurrentUserTimelines) }),
      client.invalidateQueries({ queryKey: operationKey(getRunningTimer) }),
    ]);
  }, [client]);
}
