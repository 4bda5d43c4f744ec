import {
  getLeaveRequest,
  getTeamPlanner,
  type CalendarAbsence,
  type LeaveRequestDetail,
  type TeamPlanner,
} from '@atrium/contract/absence';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { session } from '../../../auth/session.ts';
import { answer, serveApiInTests } from '../../../test/api-server.ts';
import { claims } from '../../../test/test-router.ts';
import { AbsencePlannerScreen } from './absence-planner-screen.tsx';

serveApiInTests();
afterEach(() => session.clear());

const DEPARTMENT = '00000000-0000-4000-8000-0000000000d1';
const ANA = '00000000-0000-4000-8000-0000000000a1';
const BEN = '00000000-0000-4000-8000-0000000000a2';
const ANNUAL = '00000000-0000-4000-8000-0000000000e1';
const days = Array.from({ length: 31 }, (_, index) => {
  const date = `2026-03-${String(index + 1).padStart(2, '0')}`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return {
    date,
    weekend: weekday === 0 || weekday === 6,
    holiday: date === '2026-03-08' ? { en: "Women's Day" } : null,
  };
});
const PLAN: TeamPlanner = {
  departmentId: DEPARTMENT,
  days,
  members: [
    { memberId: ANA, name: 'Ana', departmentId: DEPARTMENT },
    { memberId: BEN, name: 'Ben', departmentId: DEPARTMENT },
  ],
  leaveTypes: [{ leaveTypeId: ANNUAL, names: { en: 'Annual leave' }, colour: '#228be6' }],
  absences: [
    {
      memberId: ANA,
      date: '2026-03-03',
      status: 'approved',
      leaveTypeId: null,
      minutes: 480,
      leaveRequestId: null,
    },
    {
      memberId: BEN,
      date: '2026-03-03',
      status: 'pending',
      leaveTypeId: ANNUAL,
      minutes: 480,
      leaveRequestId: null,
    },
  ],
  rule: { departmentId: DEPARTMENT, kind: 'count', minimum: 1 },
  coverage: days.map((day) => ({
    date: day.date,
    working: !day.weekend && day.holiday === null,
    headcount: 2,
    approved: day.date === '2026-03-03' ? 1 : 0,
    pending: day.date === '2026-03-03' ? 1 : 0,
  })),
};

describe('AbsencePlannerScreen', { timeout: 20_000 }, () => {
  it('shows the month with "Away" for a private type, pending marked, and the short day', async () => {
    session.set(claims({ roles: ['MEMBER'], modules: ['ABSENCE'] }));
    const asked = answer(getTeamPlanner, PLAN);
    await renderScreen(<AbsencePlannerScreen />);
    const grid = within(await screen.findByRole('table', { name: 'Absences by person and day' }));
    const ana = within(grid.getByRole('row', { name: /Ana/ }));
    expect(ana.getByRole('img', { name: 'Away' })).toBeInTheDocument();
    const ben = within(grid.getByRole('row', { name: /Ben/ }));
    expect(ben.getByRole('img', { name: 'Annual leave (waiting for approval)' })).toBeInTheDocument();
    expect(grid.getAllByLabelText('Fewer people present than the coverage rule asks')).toHaveLength(1);
    expect(screen.getByText(/On 1 working day fewer people/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Department' })).toBeNull();
    expect(asked[0]!.query.get('departmentId')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.query.get('month')).not.toBe(asked[0]!.query.get('month'));
  });

  it('draws a morning as the left half of the day, an afternoon as the right half and hours as a strip, and says so', async () => {
    session.set(claims({ roles: ['MEMBER'], modules: ['ABSENCE'] }));
    const part = (
      memberId: string,
      date: string,
      fields: Pick<CalendarAbsence, 'part' | 'minutes' | 'status'>,
    ): CalendarAbsence => ({ memberId, date, leaveTypeId: ANNUAL, leaveRequestId: null, ...fields });
    answer(getTeamPlanner, {
      ...PLAN,
      absences: [
        part(ANA, '2026-03-10', { part: 'morning', minutes: 240, status: 'approved' }),
        part(BEN, '2026-03-10', { part: 'afternoon', minutes: 240, status: 'approved' }),
        part(ANA, '2026-03-12', { part: 'hours', minutes: 90, status: 'pending' }),
        part(BEN, '2026-03-12', { part: 'full', minutes: 480, status: 'approved' }),
      ],
    });
    await renderScreen(<AbsencePlannerScreen />);
    const grid = within(await screen.findByRole('table', { name: 'Absences by person and day' }));
    const ana = within(grid.getByRole('row', { name: /Ana/ }));
    const ben = within(grid.getByRole('row', { name: /Ben/ }));
    const halfOf = (cell: HTMLElement) => cell.firstElementChild as HTMLElement;

    const morning = ana.getByRole('img', { name: 'Annual leave, morning' });
    expect(morning).toHaveAttribute('data-part', 'morning');
    expect(halfOf(morning).style.width).toBe('50%');
    expect(halfOf(morning).style.left).toBe('0px');
    const afternoon = ben.getByRole('img', { name: 'Annual leave, afternoon' });
    expect(halfOf(afternoon).style.width).toBe('50%');
    expect(halfOf(afternoon).style.right).toBe('0px');
    const hours = ana.getByRole('img', { name: 'Annual leave, 1.5 h (waiting for approval)' });
    expect(hours).toHaveAttribute('data-part', 'hours');
    expect(hours).toHaveTextContent('1.5');
    // A whole day stays whole, and says nothing of a part.
    expect(ben.getByRole('img', { name: 'Annual leave' })).toHaveAttribute('data-part', 'full');

    const legend = within(screen.getByRole('group', { name: 'Legend' }));
    expect(legend.getByText('Morning (left half)')).toBeInTheDocument();
    expect(legend.getByText('Afternoon (right half)')).toBeInTheDocument();
    expect(legend.getByText('Hours (their number above a strip)')).toBeInTheDocument();
  });

  it('opens a request the caller may read, with whom each undecided step waits for', async () => {
    session.set(claims({ roles: ['MEMBER'], modules: ['ABSENCE'] }));
    const REQUEST = '00000000-0000-4000-8000-0000000000b1';
    answer(getTeamPlanner, {
      ...PLAN,
      absences: PLAN.absences.map((absence) =>
        absence.memberId === BEN ? { ...absence, leaveRequestId: REQUEST } : absence,
      ),
    });
    const detail: LeaveRequestDetail = {
      leaveRequestId: REQUEST,
      memberId: BEN,
      memberName: 'Ben',
      leaveTypeId: ANNUAL,
      startsOn: '2026-03-03',
      endsOn: '2026-03-03',
      part: 'full',
      startMinute: null,
      endMinute: null,
      requestedMinutes: 480,
      status: 'pending',
      comment: null,
      createdAt: '2026-02-01T10:00:00.000Z',
      decidedAt: null,
      change: null,
      stepsDone: 0,
      stepsTotal: 2,
      waitingFor: [
        {
          purpose: 'request',
          position: 1,
          approverKind: 'department_manager',
          mode: 'all_of',
          state: 'pending',
          fallback: false,
          names: ['Mara Manager', 'Dan Deputy'],
        },
        {
          purpose: 'request',
          position: 2,
          approverKind: 'named_member',
          mode: 'any_of',
          state: 'waiting',
          fallback: false,
          names: ['Nina Named'],
        },
      ],
      days: [{ day: '2026-03-03', minutes: 480 }],
      steps: [],
      canDecide: false,
    };
    const read = answer(getLeaveRequest, detail);
    await renderScreen(<AbsencePlannerScreen />);
    const grid = within(await screen.findByRole('table', { name: 'Absences by person and day' }));
    // Ana's absence, whose request the caller may not read, opens nothing.
    expect(within(grid.getByRole('row', { name: /Ana/ })).queryByRole('button')).toBeNull();
    fireEvent.click(
      grid.getByRole('button', {
        name: /^Open the request of Ben on .*: Annual leave \(waiting for approval\)$/,
      }),
    );
    const drawer = within(await screen.findByRole('dialog', { name: 'Leave request' }));
    expect(await drawer.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(
      drawer.getByText('Step 1 waits for Mara Manager and Dan Deputy (department manager)'),
    ).toBeInTheDocument();
    expect(drawer.getByText('Step 2 waits for Nina Named')).toBeInTheDocument();
    expect(read[0]!.params).toEqual({ leaveRequestId: REQUEST });
  });
});
