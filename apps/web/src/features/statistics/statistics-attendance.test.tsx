import { getHoursStatistics, getUsersStatistics, type HoursStatistics } from '@atrium/contract/time-tracking';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, serveApiInTests } from '../../test/api-server.ts';
import { StatisticsHoursScreen } from './statistics-hours-screen.tsx';
import { StatisticsUsersScreen } from './statistics-users-screen.tsx';

serveApiInTests();

const figures = (expected: number, worked: number, leave: number) => ({
  expectedMinutes: expected,
  workedMinutes: worked,
  leaveMinutes: leave,
  differenceMinutes: worked + leave - expected,
});
const totals = { totalSeconds: 9 * 3600, billableSeconds: 9 * 3600, activityCount: 2 };
const at = '/statistics/hours?from=2026-11-16&to=2026-11-17';

describe('expected hours and leave in the statistics', () => {
  it('hours: totals and a row per day with the difference signed', async () => {
    const asked = answer(getHoursStatistics, () => ({
      from: '2026-11-16',
      to: '2026-11-17',
      totals,
      rows: [{ date: '2026-11-16', ...totals, memberCount: 1 }],
      series: [],
      attendance: {
        totals: figures(960, 540, 240),
        days: [
          { date: '2026-11-16', ...figures(480, 540, 0) },
          { date: '2026-11-17', ...figures(480, 0, 240) },
        ],
      },
    }));
    await renderScreen(<StatisticsHoursScreen />, { path: '/statistics/hours', at });

    const section = await screen.findByRole('region', { name: 'Expected hours and leave' });
    expect(Object.fromEntries(asked[0]!.query)).toMatchObject({ from: '2026-11-16', to: '2026-11-17' });
    expect(within(section).getByTestId('attendance-expected')).toHaveTextContent('16.00');
    expect(within(section).getByTestId('attendance-leave')).toHaveTextContent('4.00');
    expect(within(section).getByTestId('attendance-difference')).toHaveTextContent('−3.00');
    const [monday, tuesday] = within(section).getAllByTestId('attendance-row');
    expect(monday).toHaveTextContent('8.009.000.00+1.00');
    expect(tuesday).toHaveTextContent('8.000.004.00−4.00');
  });

  it('hours: no section when the server sends no expected hours (no ABSENCE, or a project filter)', async () => {
    const report: HoursStatistics = {
      from: '2026-11-16',
      to: '2026-11-17',
      totals,
      rows: [{ date: '2026-11-16', ...totals, memberCount: 1 }],
      series: [],
      attendance: null,
    };
    answer(getHoursStatistics, () => report);
    await renderScreen(<StatisticsHoursScreen />, { path: '/statistics/hours', at });
    expect(await screen.findByTestId('statistics-table')).toBeInTheDocument();
    expect(screen.queryByTestId('attendance')).toBeNull();
  });

  it('users: a row per member, also one without recorded time', async () => {
    answer(getUsersStatistics, () => ({
      from: '2026-11-16',
      to: '2026-11-17',
      totals,
      rows: [],
      series: [],
      attendance: {
        totals: figures(960, 0, 960),
        members: [
          {
            companyMemberId: 'b1c2d3e4-0000-4000-8000-000000000001',
            name: 'Mia Member',
            ...figures(960, 0, 960),
          },
        ],
      },
    }));
    await renderScreen(<StatisticsUsersScreen />, {
      path: '/statistics/users',
      at: '/statistics/users?from=2026-11-16&to=2026-11-17',
    });
    const section = await screen.findByRole('region', { name: 'Expected hours and leave' });
    expect(within(section).getByTestId('attendance-row')).toHaveTextContent('Mia Member16.000.0016.000.00');
  });
});
