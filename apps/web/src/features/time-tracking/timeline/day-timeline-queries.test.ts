import type { Timeline } from '@atrium/contract/time-tracking';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { dayTimelineKey, loadTodaysTimeline, type TimelineCalls } from './day-timeline-queries.ts';

vi.mock('../../../api/client.ts', () => ({ callOperation: vi.fn() }));

const timeline = (timelineId: number, date: string) =>
  ({ timelineId, date, activities: [] }) as unknown as Timeline;

function calls(overrides: Partial<TimelineCalls> = {}) {
  const log: string[] = [];
  const all: TimelineCalls = {
    byId: async (id) => (log.push(`by id ${id}`), timeline(id, '2026-03-01')),
    onDate: async (date) => (log.push(`on ${date}`), date === '2026-03-02' ? timeline(9, date) : null),
    all: async () => (log.push('all'), []),
    ...overrides,
  };
  return { all, log };
}

describe('start-up: today’s timeline (docs/product/time-tracking.md#timeline-selection)', () => {
  it('loads the stored timeline by id for its day, then today’s, and the list of days', async () => {
    const client = new QueryClient();
    const { all, log } = calls();
    expect(await loadTodaysTimeline(client, '2026-03-02', 7, all)).toBe(9);
    expect(log).toEqual(['by id 7', 'all', 'on 2026-03-02']);
    expect(client.getQueryData(dayTimelineKey('2026-03-01'))).toMatchObject({ timelineId: 7 });
    expect(client.getQueryData(dayTimelineKey('2026-03-02'))).toMatchObject({ timelineId: 9 });
  });

  it('asks today’s anyway when the stored one is gone, and answers null for a day without time', async () => {
    const client = new QueryClient();
    const { all, log } = calls({
      byId: async () => {
        throw new Error('404');
      },
    });
    expect(await loadTodaysTimeline(client, '2026-03-03', 7, all)).toBeNull();
    expect(log).toEqual(['all', 'on 2026-03-03']);
    expect(client.getQueryData(dayTimelineKey('2026-03-03'))).toBeNull();
  });

  it('keeps a fresher answer for the stored timeline’s day, and asks no id without a stored one', async () => {
    const client = new QueryClient();
    client.setQueryData(dayTimelineKey('2026-03-01'), timeline(8, '2026-03-01'));
    const { all, log } = calls();
    await loadTodaysTimeline(client, '2026-03-02', 7, all);
    expect(client.getQueryData(dayTimelineKey('2026-03-01'))).toMatchObject({ timelineId: 8 });

    const fresh = calls();
    await loadTodaysTimeline(new QueryClient(), '2026-03-02', null, fresh.all);
    expect(fresh.log).not.toContain('by id 7');
    expect(log).toContain('by id 7');
  });
});
