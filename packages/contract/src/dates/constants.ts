/** How often today's timeline is re-evaluated, so an open app moves on to the new day (docs/product/time-tracking.md#timeline-selection). */
export const DAY_REFRESH_INTERVAL_MS = 2 * 60 * 60 * 1000;
