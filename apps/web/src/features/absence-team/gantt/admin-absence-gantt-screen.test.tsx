import { getAbsenceGantt, type Gantt } from '@atrium/contract/absence';
import { getOrganization } from '@atrium/contract/organization';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, serveApiInTests } from '../../../test/api-server.ts';
import { AdminAbsenceGanttScreen } from './admin-absence-gantt-screen.tsx';
import { ROW_HEIGHT } from './gantt-period.ts';

serveApiInTests();

const TOTAL = 1000;
const ANNUAL = '00000000-0000-4000-8000-0000000000e1';
const memberId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

function pageOf(from: string, to: string, offset: number, limit: number): Gantt {
  const days = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    const weekday = day.getUTCDay();
    days.push({
      date: day.toISOString().slice(0, 10),
      weekend: weekday === 0 || weekday === 6,
      holiday: null,
    });
  }
  const count = Math.max(0, Math.min(limit, TOTAL - offset));
  return {
    total: TOTAL,
    offset,
    days,
    members: Array.from({ length: count }, (_, row) => ({
      memberId: memberId(offset + row),
      name: `Person ${String(offset + row).padStart(4, '0')}`,
      departmentId: null,
    })),
    leaveTypes: [{ leaveTypeId: ANNUAL, names: { en: 'Annual leave' }, colour: '#228be6' }],
    // Every member is away on the third day: the first on annual leave, the rest "Away".
    cells: Array.from({ length: count }, (_, row) => [
      row,
      2,
      offset + row === 0 ? 0 : 1,
      offset + row === 0 ? 0 : -1,
      480,
      0,
    ]),
    rule: null,
    coverage: [],
  };
}

describe('AdminAbsenceGanttScreen', { timeout: 20_000 }, () => {
  it('draws only the rows in view of a thousand members and fetches the next page on scroll', async () => {
    answer(getOrganization, {
      companyName: 'Demo',
      memberCount: TOTAL,
      unplacedCount: TOTAL,
      canManage: true,
      divisions: [],
    });
    const asked = answer(getAbsenceGantt, ({ query }) =>
      pageOf(query.get('from')!, query.get('to')!, Number(query.get('offset')), Number(query.get('limit'))),
    );
    await renderScreen(<AdminAbsenceGanttScreen />);
    const grid = await screen.findByRole('table', { name: 'Absences by member and day' });
    expect(grid).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
    expect(await within(grid).findByText('Person 0000')).toBeInTheDocument();
    expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    expect(within(grid).getByRole('img', { name: 'Annual leave' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('img', { name: 'Away (Waiting for approval)' }).length).toBeGreaterThan(
      10,
    );
    expect(asked.map((request) => request.query.get('offset'))).toEqual(['0']);

    fireEvent.scroll(grid, { target: { scrollTop: 450 * ROW_HEIGHT } });
    expect(await within(grid).findByText('Person 0450')).toBeInTheDocument();
    expect(within(grid).queryByText('Person 0000')).toBeNull();
    await waitFor(() => expect(asked.map((request) => request.query.get('offset'))).toContain('400'));

    fireEvent.click(screen.getByRole('radio', { name: 'Quarter' }));
    await waitFor(() => expect(asked.at(-1)!.query.get('to')!.slice(5, 7)).toMatch(/03|06|09|12/));
  });

  it('draws a morning off as the left half of its day and an afternoon as the right half, as the planner does', async () => {
    answer(getOrganization, {
      companyName: 'Demo',
      memberCount: 2,
      unplacedCount: 2,
      canManage: true,
      divisions: [],
    });
    answer(getAbsenceGantt, ({ query }): Gantt => {
      const page = pageOf(query.get('from')!, query.get('to')!, 0, 2);
      // Person 0000 takes the third day's morning, Person 0001 (pending, "Away") its afternoon.
      return {
        ...page,
        total: 2,
        cells: [
          [0, 2, 0, 0, 240, 1],
          [1, 2, 1, -1, 240, 2],
        ],
      };
    });
    await renderScreen(<AdminAbsenceGanttScreen />);
    const grid = await screen.findByRole('table', { name: 'Absences by member and day' });
    const morning = await within(grid).findByRole('img', { name: 'Annual leave, morning' });
    expect(morning).toHaveAttribute('data-part', 'morning');
    const afternoon = within(grid).getByRole('img', { name: 'Away, afternoon (Waiting for approval)' });
    expect(afternoon).toHaveAttribute('data-part', 'afternoon');
    // Half of each day stays free: the bar fills half its cell.
    expect((morning.firstElementChild as HTMLElement).style.width).toBe('50%');
  });
});
