import {
  approveOvertime,
  getTeamOvertime,
  type OvertimeWeek,
  type TeamOvertime,
} from '@atrium/contract/absence';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { TeamOvertimeScreen } from './team-overtime-screen.tsx';

serveApiInTests();

const ALICE = '00000000-0000-4000-8000-0000000000b1';
const week = (start: string, end: string, minutes: number, state: OvertimeWeek['state']): OvertimeWeek => ({
  start,
  end,
  overtimeMinutes: minutes,
  state,
  approval:
    state === 'approved' ? { minutes, approvedBy: 'Mia', approvedAt: '2026-03-10T09:00:00.000Z' } : null,
});
const team = (state: OvertimeWeek['state']): TeamOvertime => ({
  month: '2026-03',
  requiresApproval: true,
  members: [
    {
      memberId: ALICE,
      name: 'Alice',
      overtimeMinutes: 300,
      weeks: [week('2026-03-02', '2026-03-08', 300, state), week('2026-03-09', '2026-03-15', 0, 'counted')],
    },
  ],
});

describe('TeamOvertimeScreen', { timeout: 20_000 }, () => {
  it("lists each member's weeks and approves a waiting one", async () => {
    let approved = false;
    answer(getTeamOvertime, () => team(approved ? 'approved' : 'pending'));
    const sent = answer(approveOvertime, () => {
      approved = true;
      return week('2026-03-02', '2026-03-08', 300, 'approved');
    });
    await renderScreen(<TeamOvertimeScreen />);
    // One table for the team: a member a row, a week a column, the month's total last.
    const table = await screen.findByRole('table', { name: 'Overtime of the team, week by week' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Member', 'Mar 2, 2026– Mar 8, 2026', 'Mar 9, 2026– Mar 15, 2026', 'Month']);
    const alice = within(table).getByRole('row', { name: /Alice/ });
    expect(alice).toHaveTextContent('Waiting for approval');
    expect(within(alice).getAllByRole('cell').at(-1)).toHaveTextContent('5 h');
    fireEvent.click(
      screen.getByRole('button', { name: 'Approve the overtime of Alice, Mar 2, 2026 – Mar 8, 2026' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ memberId: ALICE, weekStart: '2026-03-02' });
    expect(await within(table).findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve the overtime/ })).toBeNull();
  });

  it("shows the server's refusal", async () => {
    answer(getTeamOvertime, team('pending'));
    answer(
      approveOvertime,
      refusal(403, 'FORBIDDEN', { message: "You do not approve this member's overtime." }),
    );
    await renderScreen(<TeamOvertimeScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Approve the overtime of Alice/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You do not approve this member's overtime.");
  });
});
