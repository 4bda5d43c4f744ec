import { Modules } from '@atrium/contract/access';
import type { StartUpStep } from '../../auth/start-up-steps.ts';

/**
 * Time tracking's start-up work (docs/product/time-tracking.md#timeline-selection), for a
 * company member with TIME_TRACKING: the selected day starts as today, the stored timeline loads
 * by id, then today's timeline and the days with recorded time, into the query cache the home
 * screen reads. The timeline code is loaded only then, in its own chunk.
 */
export const todaysTimelineStep: StartUpStep = {
  name: "Today's timeline",
  appliesTo: (session) =>
    session.companyMemberId !== null &&
    session.modules.some((m) => m.toUpperCase() === Modules.TIME_TRACKING),
  run: async ({ now }) => {
    const [{ loadTodaysTimeline }, day, { queryClient }, { localDate }, { memberTimeZoneOf }] =
      await Promise.all([
        import('./timeline/day-timeline-queries.ts'),
        import('./timeline/selected-day.ts'),
        import('../../api/query-client.ts'),
        import('@atrium/contract/dates'),
        import('../../auth/member-time-zone.ts'),
      ]);
    // Today on the member's calendar (docs/decisions/055-local-days.md).
    const today = localDate(now, memberTimeZoneOf(queryClient));
    day.writeStored(day.DATE_SELECTED_STORAGE_KEY, today);
    const storedId = Number(day.readStored(day.TIMELINE_ID_STORAGE_KEY));
    const todaysId = await loadTodaysTimeline(
      queryClient,
      today,
      Number.isSafeInteger(storedId) && storedId > 0 ? storedId : null,
    );
    if (todaysId !== null) day.writeStored(day.TIMELINE_ID_STORAGE_KEY, String(todaysId));
  },
};
