/** How often today's timeline is re-evaluated, so an open app moves on to the new day (SPEC §4). */
export const DAY_REFRESH_INTERVAL_MS = 2 * 60 * 60 * 1000;
