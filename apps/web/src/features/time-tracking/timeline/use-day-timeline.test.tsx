import { DAY_REFRESH_INTERVAL_MS, toUtcCalendarDate } from '@atrium/contract/dates';
import {
  getAllCurrentUserTimelines,
  getCurrentUserTimelineOnDate,
  type Timeline,
} from '@atrium/contract/time-tracking';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, serveApiInTests, type ApiRequest } from '../../../test/api-server.ts';
import { useDayRefresh } from './use-day-refresh.ts';
import { useDayTimeline } from './use-day-timeline.ts';

serveApiInTests();

let asked: ApiRequest[] = [];

/** Answers the day lookups: a timeline (id 40 + day of month) on the days in `recorded`. */
function answerDays(recorded: Set<string>) {
  answer(getAllCurrentUserTimelines, []);
  asked = answer(getCurrentUserTimelineOnDate, ({ query }) => {
    const date = query.get('date') ?? '';
    return recorded.has(date)
      ? ({
          timelineId: 40 + Number(date.slice(8)),
          date,
          activities: [],
          totalSeconds: 0,
        } as unknown as Timeline)
      : null;
  });
}

const askedDays = () => asked.map((request) => request.query.get('date'));

function Probe() {
  const { selectedDate, currentTimeline, loading, selectDate } = useDayTimeline();
  const refresh = useDayRefresh();
  return (
    <div>
      <p data-testid="day">{selectedDate}</p>
      <p data-testid="timeline">{loading ? 'loading' : (currentTimeline?.timelineId ?? 'none')}</p>
      <button onClick={() => selectDate('2026-03-01')}>March 1</button>
      <button onClick={() => selectDate('2026-03-02')}>March 2</button>
      <button onClick={() => selectDate(toUtcCalendarDate(new Date()))}>Today</button>
      <button onClick={() => void refresh()}>Reload</button>
    </div>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the selected day in the address (docs/product/time-tracking.md#timeline-selection)', () => {
  it('opens a bookmarked day, keeps its timeline id and the day in storage', async () => {
    answerDays(new Set(['2026-03-02']));
    await renderScreen(<Probe />, { at: '/?day=2026-03-02' });
    expect(screen.getByTestId('day')).toHaveTextContent('2026-03-02');
    await waitFor(() => expect(screen.getByTestId('timeline')).toHaveTextContent('42'));
    expect(askedDays()).toEqual(['2026-03-02']);
    expect(localStorage.getItem('timelineid')).toBe('42');
    expect(localStorage.getItem('dateselected')).toBe('2026-03-02');
  });

  it('puts another day in the address, today without one, and asks nothing for the shown day again', async () => {
    answerDays(new Set(['2026-03-02']));
    const { router } = await renderScreen(<Probe />, { at: '/?day=2026-03-02' });
    await waitFor(() => expect(screen.getByTestId('timeline')).toHaveTextContent('42'));

    fireEvent.click(screen.getByRole('button', { name: 'March 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'March 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?day=2026-03-01'));
    await waitFor(() => expect(screen.getByTestId('timeline')).toHaveTextContent('none'));
    expect(askedDays()).toEqual(['2026-03-02', '2026-03-01']);
    // No timeline that day: the stored id of the day before stays (it was not a second look).
    expect(localStorage.getItem('timelineid')).toBe('42');

    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('day')).toHaveTextContent(toUtcCalendarDate(new Date()));
  });

  it('shows today for a day in the future or not a date', async () => {
    answerDays(new Set());
    await renderScreen(<Probe />, { at: '/?day=2999-01-01' });
    expect(screen.getByTestId('day')).toHaveTextContent(toUtcCalendarDate(new Date()));
    await renderScreen(<Probe />, { at: '/?day=yesterday' });
    expect(screen.getAllByTestId('day')[1]).toHaveTextContent(toUtcCalendarDate(new Date()));
  });

  it('shows no timeline, without a message, when the lookup fails', async () => {
    answer(getAllCurrentUserTimelines, []);
    const failed = answer(getCurrentUserTimelineOnDate, () => Response.error());
    await renderScreen(<Probe />, { at: '/?day=2026-03-02' });
    await waitFor(() => expect(failed.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByTestId('timeline')).toHaveTextContent('none'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes the stored timeline id when a second look at the same day finds none', async () => {
    const recorded = new Set(['2026-03-02']);
    answerDays(recorded);
    await renderScreen(<Probe />, { at: '/?day=2026-03-02' });
    await waitFor(() => expect(localStorage.getItem('timelineid')).toBe('42'));
    recorded.delete('2026-03-02');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByTestId('timeline')).toHaveTextContent('none'));
    await waitFor(() => expect(localStorage.getItem('timelineid')).toBeNull());
  });

  it('every 2 hours moves a person looking at today on to the new day, and leaves another day alone', async () => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'Date'],
      now: new Date('2026-03-02T23:30:00Z'),
    });
    answerDays(new Set(['2026-03-03']));
    await renderScreen(<Probe />, { at: '/' });
    const { router } = await renderScreen(<Probe />, { at: '/?day=2026-03-01' });
    const [following, browsing] = screen.getAllByTestId('day');
    expect(following).toHaveTextContent('2026-03-02');
    act(() => {
      vi.advanceTimersByTime(DAY_REFRESH_INTERVAL_MS);
    });
    await waitFor(() => expect(following).toHaveTextContent('2026-03-03'));
    await waitFor(() => expect(screen.getAllByTestId('timeline')[0]).toHaveTextContent('43'));
    expect(browsing).toHaveTextContent('2026-03-01');
    expect(router.state.location.search).toBe('?day=2026-03-01');
  });
});
