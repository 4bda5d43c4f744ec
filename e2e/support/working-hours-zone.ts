import { localParts } from '@atrium/contract/dates';
import type { Page } from 'playwright-core';
import { apiCall } from './api.ts';
import { accessTokenOf } from './access-token.ts';

/**
 * Zones far enough apart that, at any instant, one of them is between 06:00 and 21:00 — the
 * demo companies' own zone first. Days are local days (docs/decisions/055-local-days.md), so a
 * test that records "two hours ago, today" cannot run in the first hours after a local midnight.
 */
const CANDIDATE_ZONES = ['Europe/Skopje', 'Asia/Tokyo', 'America/New_York', 'America/Los_Angeles'];

/** A zone whose clock is now between 06:00 and 21:00, so a few hours either way stay on today. */
function zoneInWorkingHours(now = new Date()): string {
  const zone = CANDIDATE_ZONES.find((candidate) => {
    const { hour } = localParts(now, candidate);
    return hour >= 6 && hour < 21;
  });
  if (!zone) throw new Error('no candidate zone is in working hours now');
  return zone;
}

/**
 * Gives the signed-in person of `page` a personal zone in working hours (go to a screen afterwards
 * so the app reads it), and returns that zone and how to put their own back. One access token per
 * step: each refresh counts against the server's per-address token limit.
 */
export async function pinWorkingHoursZone(
  page: Page,
): Promise<{ zone: string; restore: () => Promise<void> }> {
  const token = await accessTokenOf(page);
  const before = await apiCall<{ timeZone: string | null }>(
    page,
    'GET',
    '/api/Users/current-user',
    undefined,
    token,
  );
  if (before.status !== 200) throw new Error(`reading the current user answered ${before.status}`);
  const zone = zoneInWorkingHours();
  const set = await apiCall(page, 'PUT', '/api/Users/current-user/time-zone', { timeZone: zone }, token);
  if (set.status !== 200) throw new Error(`setting the time zone answered ${set.status}`);
  return {
    zone,
    async restore() {
      await apiCall(page, 'PUT', '/api/Users/current-user/time-zone', { timeZone: before.body.timeZone });
    },
  };
}
