import {
  decideLeaveRequests,
  getBalanceExplanation,
  getLeaveApprovalInbox,
  getLeaveBalances,
  getLeaveRequest,
  getLeaveTypes,
  getMyLeaveRequests,
  previewLeaveRequest,
  submitLeaveRequest,
  type LeaveInboxItem,
  type LeaveRequest,
  type LeaveType,
  type LedgerEntry,
} from '@atrium/contract/absence';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { dateFormat } from '../../ui/dates/date-format.ts';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { AbsenceOverviewScreen } from './absence-overview-screen.tsx';
import { AdminAbsenceOverviewScreen } from './admin-absence-overview-screen.tsx';

serveApiInTests();

const ANNUAL: LeaveType = {
  leaveTypeId: '00000000-0000-4000-8000-0000000000a1',
  names: { en: 'Annual leave' },
  colour: '#228be6',
  unit: 'hour',
  category: 'vacation',
  countsAgainstAllowance: true,
  certificateRequiredFromDay: null,
  minimumNoticeDays: 0,
  maximumConsecutiveDays: null,
  eligibleAfterDays: 0,
  allowedNegativeHours: 0,
  visibility: 'public',
  autoApprove: false,
  sortOrder: 0,
  archived: false,
};

const REQUEST: LeaveRequest = {
  leaveRequestId: '00000000-0000-4000-8000-0000000000b1',
  memberId: '00000000-0000-4000-8000-0000000000c1',
  memberName: 'Mia Member',
  leaveTypeId: ANNUAL.leaveTypeId,
  startsOn: '2027-03-01',
  endsOn: '2027-03-05',
  part: 'full',
  startMinute: null,
  endMinute: null,
  requestedMinutes: 2400,
  status: 'pending',
  comment: 'Skiing',
  createdAt: '2027-02-01T10:00:00.000Z',
  decidedAt: null,
  change: null,
  stepsDone: 0,
  stepsTotal: 2,
  waitingFor: [
    {
      purpose: 'request',
      position: 1,
      approverKind: 'department_manager',
      mode: 'any_of',
      state: 'pending',
      fallback: false,
      names: ['Mara Manager'],
    },
    {
      purpose: 'request',
      position: 2,
      approverKind: 'admin',
      mode: 'any_of',
      state: 'waiting',
      fallback: false,
      names: ['Olga Owner', 'Adam Admin'],
    },
  ],
};

describe('absence overview', () => {
  it('shows my balance with its explanation and my requests with their progress', async () => {
    answer(getLeaveTypes, [ANNUAL]);
    answer(getLeaveBalances, {
      memberId: REQUEST.memberId,
      on: '2027-02-01',
      balances: [
        {
          leaveTypeId: ANNUAL.leaveTypeId,
          balanceMinutes: 9600,
          plannedMinutes: 0,
          reservedMinutes: -2400,
          availableMinutes: 7200,
          carriedMinutes: 960,
          carriedExpiresOn: '2027-06-30',
        },
      ],
    });
    answer(getMyLeaveRequests, [REQUEST]);
    answer(getBalanceExplanation, {
      memberId: REQUEST.memberId,
      leaveTypeId: ANNUAL.leaveTypeId,
      year: 2027,
      openingMinutes: 0,
      entries: [
        {
          entryId: '00000000-0000-4000-8000-0000000000d1',
          kind: 'allocation',
          minutes: 9600,
          effectiveDate: '2027-01-01',
          expiresOn: null,
          source: 'policy',
          sourceId: null,
          actorName: null,
          reason: '20 of 20 days for 2027',
          createdAt: '2027-01-01T00:00:00.000Z',
          runningMinutes: 9600,
        },
        {
          entryId: '00000000-0000-4000-8000-0000000000d2',
          kind: 'adjustment',
          minutes: 480,
          effectiveDate: '2027-01-15',
          expiresOn: null,
          source: 'manual',
          sourceId: null,
          actorName: 'Olivia Owner',
          reason: 'Worked the company day out',
          createdAt: '2027-01-15T00:00:00.000Z',
          runningMinutes: 10080,
        },
      ],
      closingMinutes: 10080,
      reserved: [
        {
          leaveRequestId: REQUEST.leaveRequestId,
          startsOn: '2027-03-01',
          endsOn: '2027-03-05',
          minutes: 2400,
        },
      ],
    });
    await renderScreen(<AbsenceOverviewScreen />);
    expect(await screen.findByText('120 h')).toBeInTheDocument();
    expect(screen.getByText('Reserved by pending requests: 40 h')).toBeInTheDocument();
    const requests = screen.getByRole('list', { name: 'My requests' });
    expect(within(requests).getByText('Pending')).toBeInTheDocument();
    expect(within(requests).getByText('Step 1 of 2')).toBeInTheDocument();
    expect(
      within(requests).getByText('Step 1 waits for Mara Manager (department manager)'),
    ).toBeInTheDocument();
    expect(
      within(requests).getByText('Step 2 waits for Olga Owner or Adam Admin (owners and admins)'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Explain' }));
    // A reason a person typed shows; the server's English note on the allocation does not.
    expect(await screen.findByText('Worked the company day out')).toBeInTheDocument();
    expect(screen.queryByText('20 of 20 days for 2027')).not.toBeInTheDocument();
  });

  it('explains a balance under headings in the days its policy counts, the New Year roll as one movement', async () => {
    answer(getLeaveTypes, [ANNUAL]);
    answer(getLeaveBalances, {
      memberId: REQUEST.memberId,
      on: '2027-02-01',
      balances: [
        {
          leaveTypeId: ANNUAL.leaveTypeId,
          balanceMinutes: 11_760,
          plannedMinutes: 0,
          reservedMinutes: -240,
          availableMinutes: 11_520,
          carriedMinutes: 2400,
          carriedExpiresOn: '2027-06-30',
        },
      ],
    });
    answer(getMyLeaveRequests, []);
    const ledger = (
      fields: Pick<LedgerEntry, 'kind' | 'minutes' | 'runningMinutes'> & Partial<LedgerEntry>,
      index: number,
    ): LedgerEntry => ({
      entryId: `00000000-0000-4000-8000-0000000000d${index}`,
      effectiveDate: '2027-01-01',
      expiresOn: null,
      source: 'job',
      sourceId: '00000000-0000-4000-8000-0000000000f1',
      actorName: null,
      reason: null,
      createdAt: '2027-01-01T00:00:00.000Z',
      ...fields,
    });
    answer(getBalanceExplanation, {
      memberId: REQUEST.memberId,
      leaveTypeId: ANNUAL.leaveTypeId,
      year: 2027,
      // 7 days of 6 hours left at the end of 2026.
      openingMinutes: 2520,
      entries: [
        ledger({ kind: 'expiry', minutes: -2520, runningMinutes: 0, reason: 'left at the end of 2026' }, 1),
        ledger({ kind: 'carry_in', minutes: 1800, runningMinutes: 1800, expiresOn: '2027-06-30' }, 2),
        ledger({ kind: 'allocation', source: 'policy', minutes: 7200, runningMinutes: 9000 }, 3),
        ledger(
          {
            kind: 'taken',
            source: 'request',
            minutes: -180,
            effectiveDate: '2027-01-18',
            runningMinutes: 8820,
          },
          4,
        ),
      ],
      closingMinutes: 8820,
      unit: 'days',
      dayMinutes: 360,
      reserved: [
        {
          leaveRequestId: REQUEST.leaveRequestId,
          startsOn: '2027-03-01',
          endsOn: '2027-03-01',
          minutes: 360,
        },
      ],
    });
    await renderScreen(<AbsenceOverviewScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Explain' }));
    const table = await screen.findByRole('table', { name: 'Balance movements in 2027' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'What happened', 'Change', 'Balance after']);
    const rows = within(table).getAllByRole('row').slice(1);
    // Opening, the roll as one movement, the allocation, a morning taken, the year's end.
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['', 'From earlier years', '', '7 days'],
      [
        'Jan 1, 2027',
        'Carried over from 2026: 5 days, 2 lapsedUsable until Jun 30, 2027',
        '-2 days',
        '5 days',
      ],
      ['Jan 1, 2027', 'Allocation', '+20 days', '25 days'],
      ['Jan 18, 2027', 'Taken', '-0.5 days', '24.5 days'],
      ['', 'At the end of the year', '', '24.5 days'],
    ]);
    expect(screen.getByText('In days: a day is 6 h, your average working day.')).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2027: -1 day')).toBeInTheDocument();
    // Never raw minutes, never ISO dates.
    const drawer = screen.getByRole('dialog');
    expect(drawer).not.toHaveTextContent(/2520|1800|7200|2027-01/);
  });

  it('explains a balance no policy counts in days in hours', async () => {
    answer(getLeaveTypes, [ANNUAL]);
    answer(getLeaveBalances, {
      memberId: REQUEST.memberId,
      on: '2027-02-01',
      balances: [
        {
          leaveTypeId: ANNUAL.leaveTypeId,
          balanceMinutes: 480,
          plannedMinutes: 0,
          reservedMinutes: 0,
          availableMinutes: 480,
          carriedMinutes: 0,
          carriedExpiresOn: null,
        },
      ],
    });
    answer(getMyLeaveRequests, []);
    answer(getBalanceExplanation, {
      memberId: REQUEST.memberId,
      leaveTypeId: ANNUAL.leaveTypeId,
      year: 2027,
      openingMinutes: 0,
      entries: [],
      closingMinutes: 480,
      unit: 'hours',
      dayMinutes: 480,
      reserved: [],
    });
    await renderScreen(<AbsenceOverviewScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Explain' }));
    expect(
      await screen.findByText('In hours: no allowance policy counts this leave in days.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Balance movements in 2027' });
    expect(within(table).getByText('At the end of the year').closest('tr')).toHaveTextContent('8 h');
  });

  it('says whom a step waits for when it fell back to the owners and admins, or to nobody yet', async () => {
    answer(getLeaveTypes, [ANNUAL]);
    answer(getLeaveBalances, { memberId: REQUEST.memberId, on: '2027-02-01', balances: [] });
    const fallback = { purpose: 'request', mode: 'any_of', state: 'pending', fallback: true } as const;
    answer(getMyLeaveRequests, [
      {
        ...REQUEST,
        stepsTotal: 1,
        waitingFor: [
          { ...fallback, position: 1, approverKind: 'admin', names: ['Olga Owner', 'Adam Admin'] },
        ],
      },
      {
        ...REQUEST,
        leaveRequestId: '00000000-0000-4000-8000-0000000000b3',
        startsOn: '2027-04-01',
        endsOn: '2027-04-01',
        stepsTotal: 1,
        waitingFor: [{ ...fallback, position: 1, approverKind: 'admin', names: [] }],
      },
      {
        ...REQUEST,
        leaveRequestId: '00000000-0000-4000-8000-0000000000b4',
        status: 'approved',
        startsOn: '2027-05-03',
        endsOn: '2027-05-03',
        waitingFor: [],
      },
    ]);
    await renderScreen(<AbsenceOverviewScreen />);
    const requests = await screen.findByRole('list', { name: 'My requests' });
    await within(requests).findByText(
      'Step 1 waits for Olga Owner or Adam Admin (owners and admins, as nobody else may decide it)',
    );
    expect(
      within(requests).getByText('Step 1 waits for another owner or admin, once there is one'),
    ).toBeInTheDocument();
    // Only undecided steps say whom they wait for, and never by id.
    const items = within(requests).getAllByRole('listitem');
    expect(items[2]).not.toHaveTextContent('waits for');
    expect(requests).not.toHaveTextContent(REQUEST.memberId);
  });

  it('shows a request just sent first in my requests, marked and highlighted, names its days, and leaves the page where it is', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      // The first of next month, a day the picker shows after one page at most.
      const now = new Date();
      const first = new Date(now.getFullYear(), now.getMonth() + 1, 1);
      const day = `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}-01`;
      const monthName = first.toLocaleString('en', { month: 'long' });
      // Ordered by first day, a request later in the year comes before the one just sent.
      const later: LeaveRequest = {
        ...REQUEST,
        leaveRequestId: '00000000-0000-4000-8000-0000000000b5',
        startsOn: `${first.getFullYear() + 1}-06-01`,
        endsOn: `${first.getFullYear() + 1}-06-05`,
      };
      const sent = {
        ...REQUEST,
        leaveRequestId: '00000000-0000-4000-8000-0000000000b6',
        startsOn: day,
        endsOn: day,
        part: 'morning' as const,
        requestedMinutes: 240,
        comment: null,
        days: [{ day, minutes: 240 }],
        steps: [],
        canDecide: false,
      };
      let listed: LeaveRequest[] = [later];
      answer(getLeaveTypes, [ANNUAL]);
      answer(getLeaveBalances, { memberId: REQUEST.memberId, on: day, balances: [] });
      answer(getMyLeaveRequests, () => listed);
      answer(previewLeaveRequest, {
        days: [{ day, minutes: 240, expectedMinutes: 480, off: null }],
        requestedMinutes: 240,
        countsAgainstAllowance: true,
        years: [],
        allowedNegativeMinutes: 0,
        problems: [],
      });
      const submitted = answer(submitLeaveRequest, () => {
        listed = [later, sent];
        return sent;
      });
      await renderScreen(<AbsenceOverviewScreen />);
      const requests = await screen.findByRole('list', { name: 'My requests' });
      await within(requests).findByText('Pending');

      fireEvent.click(screen.getByLabelText(/^Leave type/, { selector: 'input' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Annual leave', hidden: true }));
      fireEvent.click(screen.getByLabelText(/^How much of the day/, { selector: 'input' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Morning', hidden: true }));
      fireEvent.click(screen.getByRole('button', { name: /^First day/ }));
      const label = `1 ${monthName} ${first.getFullYear()}`;
      if (!screen.queryByLabelText(label)) {
        fireEvent.click(
          await waitFor(() => {
            const next = document.querySelector<HTMLElement>('[data-direction="next"]');
            if (!next) throw new Error('the calendar is not open yet');
            return next;
          }),
        );
      }
      fireEvent.click(await screen.findByLabelText(label));
      fireEvent.click(screen.getByRole('button', { name: 'Request leave' }));

      // The confirmation names the type and the day in the date format of every screen.
      const written = dateFormat('en').day(day);
      expect(await within(requests.parentElement!).findByRole('status')).toHaveTextContent(
        `Request sent: Annual leave, ${written}, morning.`,
      );
      expect(submitted[0]!.body).toMatchObject({ startsOn: day, endsOn: day, part: 'morning' });
      const items = within(requests).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent('Just sent');
      expect(items[0]).toHaveTextContent(written);
      expect(items[0]).toHaveAttribute('data-highlighted');
      // The morning is drawn as the left half of a day beside the words that say it.
      expect(items[0]!.querySelector('[data-part="morning"]')).not.toBeNull();
      expect(items[1]).not.toHaveTextContent('Just sent');
      // The person stays at the form: the page is not scrolled to the request in the list.
      expect(scrolled).not.toContain(items[0]);
      expect(requests).not.toHaveTextContent(day);
      // The highlight is brief; the mark stays.
      await waitFor(() => expect(items[0]).not.toHaveAttribute('data-highlighted'), { timeout: 6000 });
      expect(items[0]).toHaveTextContent('Just sent');
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it('refuses an empty request naming the field before anything is sent', async () => {
    answer(getLeaveTypes, [ANNUAL]);
    answer(getLeaveBalances, { memberId: REQUEST.memberId, on: '2027-02-01', balances: [] });
    answer(getMyLeaveRequests, []);
    answer(previewLeaveRequest, {
      days: [],
      requestedMinutes: 0,
      countsAgainstAllowance: true,
      years: [],
      allowedNegativeMinutes: 0,
      problems: [],
    });
    const sent = answer(
      submitLeaveRequest,
      refusal(409, 'CONFLICT', [
        { path: 'body.startsOn', message: 'overlaps your request x from 2027-03-01 to 2027-03-05' },
      ]),
    );
    await renderScreen(<AbsenceOverviewScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Request leave' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Leave type/, { selector: 'input' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(sent).toHaveLength(0);
  });
});

describe('approval inbox', () => {
  const item: LeaveInboxItem = {
    ...REQUEST,
    approvalId: '00000000-0000-4000-8000-0000000000e1',
    purpose: 'request',
    balanceAfterMinutes: 7200,
    overlapping: [
      {
        leaveRequestId: '00000000-0000-4000-8000-0000000000b2',
        memberName: 'Cole League',
        startsOn: '2027-03-02',
        endsOn: '2027-03-03',
        status: 'approved',
      },
    ],
  };

  it('approves the selected requests with a comment', async () => {
    answer(getLeaveTypes, [ANNUAL]);
    answer(getLeaveApprovalInbox, [item]);
    const decided = answer(decideLeaveRequests, []);
    await renderScreen(<AdminAbsenceOverviewScreen />);
    expect(await screen.findByText('Balance after: 120 h')).toBeInTheDocument();
    expect(screen.getByText(/Also away: Cole League/)).toBeInTheDocument();
    const approve = screen.getByRole('button', { name: 'Approve selected' });
    expect(approve).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Mia Member' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment for the selected requests' }), {
      target: { value: 'Have fun' },
    });
    fireEvent.click(approve);
    await waitFor(() => expect(decided).toHaveLength(1));
    expect(decided[0]!.body).toEqual({
      leaveRequestIds: [REQUEST.leaveRequestId],
      decision: 'approved',
      comment: 'Have fun',
    });
  });

  it('shows for an ask to cancel or come back early the balance with the days given back', async () => {
    const approved = { ...REQUEST, status: 'approved' as const, waitingFor: [] };
    const requested = '2027-02-01T10:00:00.000Z';
    const cancel: LeaveInboxItem = {
      ...item,
      purpose: 'change',
      ...approved,
      change: { kind: 'cancel', endsOn: null, status: 'pending', comment: null, requestedAt: requested },
      // The balance now, with the approved week already taken.
      balanceAfterMinutes: 7200,
      overlapping: [],
    };
    const returnEarly: LeaveInboxItem = {
      ...cancel,
      approvalId: '00000000-0000-4000-8000-0000000000e2',
      leaveRequestId: '00000000-0000-4000-8000-0000000000b7',
      memberName: 'Ned Nowak',
      change: { ...cancel.change!, kind: 'return_early', endsOn: '2027-03-03' },
    };
    answer(getLeaveTypes, [ANNUAL]);
    const days = ['01', '02', '03', '04', '05'].map((day) => ({ day: `2027-03-${day}`, minutes: 480 }));
    const read = answer(getLeaveRequest, ({ params }) => ({
      ...approved,
      leaveRequestId: params.leaveRequestId!,
      days,
      steps: [],
      canDecide: true,
    }));
    // After the request's path, which would match the inbox's too: the later answer is tried first.
    answer(getLeaveApprovalInbox, [cancel, returnEarly]);
    await renderScreen(<AdminAbsenceOverviewScreen />);
    const [cancelled, shortened] = within(
      await screen.findByRole('list', { name: 'Waiting for my approval' }),
    ).getAllByRole('listitem');
    // Cancelling gives back the whole week, coming back after the 3rd its last two days.
    expect(await within(cancelled!).findByText('Balance after: 160 h (40 h given back)')).toBeInTheDocument();
    expect(await within(shortened!).findByText('Balance after: 136 h (16 h given back)')).toBeInTheDocument();
    expect(screen.queryByText('Balance after: 120 h')).toBeNull();
    expect(read.map((request) => request.params.leaveRequestId).sort()).toEqual(
      [cancel.leaveRequestId, returnEarly.leaveRequestId].sort(),
    );
  });

  it('says when nothing waits', async () => {
    answer(getLeaveTypes, [ANNUAL]);
    answer(getLeaveApprovalInbox, []);
    await renderScreen(<AdminAbsenceOverviewScreen />);
    expect(await screen.findByText('Nothing waits for your decision.')).toBeInTheDocument();
  });
});
