import {
  closePayrollMonth,
  getAllowanceReport,
  getPayrollMonth,
  getLeaveReport,
  getLeaveTypes,
  type AllowanceReport,
  type LeaveReport,
  type LeaveType,
  type PayrollMonth,
} from '@atrium/contract/absence';
import { HttpResponse } from 'msw';
import { getOrganization } from '@atrium/contract/organization';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, serveApiInTests } from '../../../test/api-server.ts';
import { AbsenceReportsScreen } from './absence-reports-screen.tsx';

serveApiInTests();

const ANNUAL = '00000000-0000-4000-8000-0000000000a1';
const SICK = '00000000-0000-4000-8000-0000000000a2';
const MILAN = '00000000-0000-4000-8000-0000000000d1';
const leaveType = (leaveTypeId: string, en: string): LeaveType => ({
  leaveTypeId,
  names: { en },
  colour: '#228be6',
  unit: 'day',
  category: 'vacation',
  countsAgainstAllowance: leaveTypeId === ANNUAL,
  certificateRequiredFromDay: null,
  minimumNoticeDays: 0,
  maximumConsecutiveDays: null,
  eligibleAfterDays: 0,
  allowedNegativeHours: 0,
  visibility: 'public',
  autoApprove: false,
  sortOrder: 0,
  archived: false,
});

function serveCommon() {
  answer(getOrganization, {
    companyName: 'Demo',
    memberCount: 1,
    unplacedCount: 0,
    canManage: true,
    divisions: [],
  });
  answer(getLeaveTypes, [leaveType(ANNUAL, 'Annual leave'), leaveType(SICK, 'Sick leave')]);
}

describe('AbsenceReportsScreen', { timeout: 20_000 }, () => {
  it("shows each member's year in the unit of the type's policy: days of their six-hour day for annual leave", async () => {
    serveCommon();
    const asked = answer(getAllowanceReport, ({ query }): AllowanceReport => ({
      year: Number(query.get('year')),
      total: 1,
      offset: 0,
      leaveTypes: [{ leaveTypeId: ANNUAL, names: { en: 'Annual leave' }, colour: '#228be6', unit: 'days' }],
      rows: [
        {
          memberId: MILAN,
          name: 'Milan Member',
          departmentName: 'Support',
          dayMinutes: 360,
          leaveTypeId: ANNUAL,
          carriedMinutes: 720,
          entitledMinutes: 7200,
          adjustedMinutes: 0,
          lapsedMinutes: -360,
          takenMinutes: 1800,
          plannedMinutes: 360,
          pendingMinutes: 0,
          leftMinutes: 5400,
        },
      ],
    }));
    await renderScreen(<AbsenceReportsScreen />);
    const table = await screen.findByRole('table', { name: /^Allowance in \d{4}$/ });
    const row = within(table).getByRole('row', { name: /Milan Member/ });
    expect(row).toHaveTextContent('Support');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Milan MemberSupport');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Annual leave',
      '2 days',
      '20 days',
      '0 days',
      '-1 day',
      '5 days',
      '1 day',
      '0 days',
      '15 days',
    ]);
    expect(asked.at(-1)!.query.get('offset')).toBe('0');
  });

  it('lists the requests of the period with their days, status and the totals per type', async () => {
    serveCommon();
    answer(getAllowanceReport, { year: 2026, total: 0, offset: 0, leaveTypes: [], rows: [] });
    const asked = answer(getLeaveReport, (): LeaveReport => ({
      total: 1,
      offset: 0,
      leaveTypes: [{ leaveTypeId: SICK, names: { en: 'Sick leave' }, colour: '#fa5252', unit: 'hours' }],
      rows: [
        {
          leaveRequestId: '00000000-0000-4000-8000-0000000000b1',
          memberId: MILAN,
          name: 'Milan Member',
          departmentName: null,
          dayMinutes: 480,
          leaveTypeId: SICK,
          startsOn: '2026-07-07',
          endsOn: '2026-07-09',
          part: 'full',
          status: 'approved',
          minutesInPeriod: 1440,
          totalMinutes: 1440,
          requestedAt: '2026-07-07T08:00:00.000Z',
          decidedAt: null,
        },
      ],
      totals: [{ leaveTypeId: SICK, minutes: 1440, requests: 1 }],
    }));
    await renderScreen(<AbsenceReportsScreen />);
    await screen.findByText('Nobody matches these filters.');
    fireEvent.click(screen.getByRole('radio', { name: 'Leave' }));
    const table = await screen.findByRole('table', { name: 'Leave requests in the period' });
    const row = within(table).getByRole('row', { name: /Milan Member/ });
    expect(row).toHaveTextContent('Sick leave');
    expect(row).toHaveTextContent('Approved');
    expect(row).toHaveTextContent('24 h');
    expect(within(row).getAllByRole('cell')[2]!.textContent).not.toMatch(/2026-07/);
    expect(screen.getByRole('listitem')).toHaveTextContent('Sick leave: 1 request, 24 h');
    await waitFor(() => expect(asked.at(-1)!.query.get('from')).toMatch(/^\d{4}-\d{2}-01$/));
  });

  it('shows the payroll month with its corrections, and says in the dialog why a close is refused', async () => {
    serveCommon();
    answer(getAllowanceReport, { year: 2026, total: 0, offset: 0, leaveTypes: [], rows: [] });
    const figures = {
      expectedMinutes: 10080,
      workedMinutes: 1020,
      leaveMinutes: 480,
      overtimeMinutes: 0,
      undertimeMinutes: 8580,
      holidayMinutes: 480,
      leave: [{ leaveTypeId: SICK, minutes: 480 }],
    };
    answer(getPayrollMonth, ({ query }): PayrollMonth => ({
      month: query.get('month')!,
      closed: null,
      leaveTypes: [{ leaveTypeId: SICK, names: { en: 'Sick leave' }, colour: '#fa5252', unit: 'hours' }],
      rows: [{ memberId: MILAN, name: 'Milan Member', departmentName: null, dayMinutes: 480, figures }],
      corrections: [
        {
          memberId: MILAN,
          name: 'Milan Member',
          departmentName: null,
          dayMinutes: 480,
          month: '2026-03',
          figures: {
            ...figures,
            workedMinutes: 240,
            undertimeMinutes: -240,
            expectedMinutes: 0,
            leaveMinutes: 0,
            holidayMinutes: 0,
            leave: [],
          },
        },
      ],
    }));
    const closes = answer(closePayrollMonth, () =>
      HttpResponse.json(
        {
          error: {
            code: 'CONFLICT',
            message: 'This month is already closed.',
            requestId: 'test-request',
            reason: { key: 'errors.reasons.payrollMonthClosed', values: {} },
          },
        },
        { status: 409 },
      ),
    );
    await renderScreen(<AbsenceReportsScreen />);
    await screen.findByText('Nobody matches these filters.');
    fireEvent.click(screen.getByRole('radio', { name: 'Payroll month' }));
    const table = await screen.findByRole('table', { name: 'Payroll month' });
    const row = within(table).getByRole('row', { name: /Milan Member/ });
    expect(row).toHaveTextContent('168 h');
    expect(row).toHaveTextContent('Sick leave 8 h');
    const corrections = screen.getByRole('table', { name: 'Corrections to closed months' });
    expect(within(corrections).getByRole('row', { name: /Milan Member/ })).toHaveTextContent('March 2026');
    expect(screen.getByRole('status')).toHaveTextContent(/^Open/);

    fireEvent.click(screen.getByRole('button', { name: 'Close the month' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the month' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This month is already closed.');
    expect(closes).toHaveLength(1);
  });
});
