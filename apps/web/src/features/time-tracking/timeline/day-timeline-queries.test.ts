import {
  getAllCurrentUserTimelines,
  getCurrentUserTimelineOnDate,
  getTimelineById,
  type Timeline,
} from '@atrium/contract/time-tracking';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { dayTimelineKey, loadTodaysTimeline } from './day-timeline-queries.ts';

serveApiInTests();

const timeline = (timelineId: number, date: string): Timeline => ({
  timelineId,
  date,
  totalSeconds: 0,
  billableSeconds: 0,
  activityCount: 0,
  companyMemberId: '00000000-0000-4000-8000-000000000001',
  memberName: 'Olivia Owner',
  activities: [],
});

/** The member's days: timeline 7 on March 1 (by id), timeline 9 on March 2, nothing else. */
function answerTimelines({ storedGone = false } = {}) {
  const order: string[] = [];
  const byId = answer(getTimelineById, ({ params }) => {
    order.push(`by id ${params.timelineId}`);
    return storedGone ? refusal(404, 'NOT_FOUND') : timeline(Number(params.timelineId), '2026-03-01');
  });
  const all = answer(getAllCurrentUserTimelines, () => (order.push('all'), []));
  const onDate = answer(getCurrentUserTimelineOnDate, ({ query }) => {
    const date = query.get('date')!;
    order.push(`on ${date}`);
    return date === '2026-03-02' ? timeline(9, date) : null;
  });
  return { order, byId, all, onDate };
}

describe('start-up: today’s timeline (docs/product/time-tracking.md#timeline-selection)', () => {
  it('loads the stored timeline by id for its day, then today’s, and the list of days', async () => {
    const client = new QueryClient();
    const asked = answerTimelines();
    expect(await loadTodaysTimeline(client, '2026-03-02', 7)).toBe(9);
    await expect.poll(() => asked.all.length).toBe(1);
    // The stored timeline first; the list and today's day are then asked side by side.
    expect(asked.order[0]).toBe('by id 7');
    expect(asked.order.slice(1).sort()).toEqual(['all', 'on 2026-03-02']);
    expect(client.getQueryData(dayTimelineKey('2026-03-01'))).toMatchObject({ timelineId: 7 });
    expect(client.getQueryData(dayTimelineKey('2026-03-02'))).toMatchObject({ timelineId: 9 });
  });

  it('asks today’s anyway when the stored one is gone, and answers null for a day without time', async () => {
    const client = new QueryClient();
    const asked = answerTimelines({ storedGone: true });
    expect(await loadTodaysTimeline(client, '2026-03-03', 7)).toBeNull();
    await expect.poll(() => asked.all.length).toBe(1);
    expect(asked.order[0]).toBe('by id 7');
    expect(asked.order.slice(1).sort()).toEqual(['all', 'on 2026-03-03']);
    expect(client.getQueryData(dayTimelineKey('2026-03-01'))).toBeUndefined();
    expect(client.getQueryData(dayTimelineKey('2026-03-03'))).toBeNull();
  });

  it('keeps a fresher answer for the stored timeline’s day, and asks no id without a stored one', async () => {
    const client = new QueryClient();
    client.setQueryData(dayTimelineKey('2026-03-01'), timeline(8, '2026-03-01'));
    const asked = answerTimelines();
    await loadTodaysTimeline(client, '2026-03-02', 7);
    expect(asked.byId).toHaveLength(1);
    expect(client.getQueryData(dayTimelineKey('2026-03-01'))).toMatchObject({ timelineId: 8 });

    await loadTodaysTimeline(new QueryClient(), '2026-03-02', null);
    expect(asked.byId).toHaveLength(1);
    expect(asked.onDate).toHaveLength(2);
  });
});
