import {
  getBalanceExplanation,
  getLeaveBalances,
  getLeaveTypes,
  getMyLeaveRequests,
  type LeaveType,
} from '@atrium/contract/absence';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, serveApiInTests } from '../../../test/api-server.ts';
import { AbsenceOverviewScreen } from '../absence-overview-screen.tsx';

serveApiInTests();

const IN_LIEU: LeaveType = {
  leaveTypeId: '00000000-0000-4000-8000-0000000000a7',
  names: { en: 'Time off in lieu' },
  colour: '#12b886',
  unit: 'hour',
  category: 'other',
  countsAgainstAllowance: false,
  certificateRequiredFromDay: null,
  minimumNoticeDays: 0,
  maximumConsecutiveDays: null,
  eligibleAfterDays: 0,
  allowedNegativeHours: 0,
  visibility: 'public',
  autoApprove: true,
  timeOffInLieu: true,
  sortOrder: 0,
  archived: false,
};
const MEMBER = '00000000-0000-4000-8000-0000000000c1';

describe('time off in lieu in the balance explanation', { timeout: 60_000 }, () => {
  it('reads each approved week as its own line, its dates written for the reader', async () => {
    answer(getLeaveTypes, [IN_LIEU]);
    answer(getLeaveBalances, {
      memberId: MEMBER,
      on: '2026-03-20',
      balances: [
        {
          leaveTypeId: IN_LIEU.leaveTypeId,
          balanceMinutes: 420,
          plannedMinutes: 0,
          reservedMinutes: 0,
          availableMinutes: 420,
          carriedMinutes: 0,
          carriedExpiresOn: null,
        },
      ],
    });
    answer(getMyLeaveRequests, []);
    const week = (index: number, from: string, to: string, minutes: number, running: number) => ({
      entryId: `00000000-0000-4000-8000-0000000000d${index}`,
      kind: 'accrual' as const,
      minutes,
      effectiveDate: to,
      expiresOn: null,
      source: 'overtime' as const,
      sourceId: `00000000-0000-4000-8000-0000000000e${index}`,
      actorName: 'Mia',
      reason: `overtime of the week ${from} to ${to}`,
      createdAt: '2026-03-10T09:00:00.000Z',
      overtimePeriod: { from, to },
      runningMinutes: running,
    });
    answer(getBalanceExplanation, {
      memberId: MEMBER,
      leaveTypeId: IN_LIEU.leaveTypeId,
      year: 2026,
      openingMinutes: 0,
      entries: [week(1, '2026-03-02', '2026-03-08', 300, 300), week(2, '2026-03-09', '2026-03-15', 120, 420)],
      closingMinutes: 420,
      unit: 'hours',
      dayMinutes: 480,
      reserved: [],
    });
    await renderScreen(<AbsenceOverviewScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Explain' }, { timeout: 15_000 }));
    const table = await screen.findByRole(
      'table',
      { name: 'Balance movements in 2026' },
      { timeout: 15_000 },
    );
    expect(within(table).getByText('Overtime of the week Mar 2, 2026 – Mar 8, 2026')).toBeInTheDocument();
    expect(within(table).getByText('Overtime of the week Mar 9, 2026 – Mar 15, 2026')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/2026-03/);
  });
});
