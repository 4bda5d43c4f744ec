import {
  adjustLeaveBalance,
  getBalanceExplanation,
  getLeaveBalances,
  getLeaveTypes,
  getMemberWorkSchedule,
  type BalanceExplanation,
  type LeaveType,
  type LedgerEntry,
} from '@atrium/contract/absence';
import { getCurrentCompany, type Company } from '@atrium/contract/companies';
import { localDate } from '@atrium/contract/dates';
import { getCompanyPeople, type Person } from '@atrium/contract/people';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { session } from '../../../auth/session.ts';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { claims } from '../../../test/test-router.ts';
import { BalanceAdjustmentsScreen } from './balance-adjustments-screen.tsx';

serveApiInTests();
afterEach(() => session.clear());

const ZONE = 'Europe/Skopje';
const COMPANY: Company = {
  companyId: '00000000-0000-4000-8000-00000000000c',
  name: 'Demo Company',
  modules: ['ABSENCE'],
  timeZone: ZONE,
};
const today = localDate(new Date(), ZONE);
const year = Number(today.slice(0, 4));
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
const MILAN: Person = {
  companyMemberId: '00000000-0000-4000-8000-0000000000d1',
  name: 'Milan Member',
  email: 'member@demo.test',
  phoneNumber: null,
  position: null,
  department: null,
  division: null,
  initials: 'MM',
  pictureUrl: null,
};
const entry = (
  id: string,
  kind: LedgerEntry['kind'],
  minutes: number,
  running: number,
  reason: string | null,
) => ({
  entryId: `00000000-0000-4000-8000-0000000000${id}`,
  kind,
  minutes,
  effectiveDate: `${year}-01-01`,
  expiresOn: null,
  source: kind === 'adjustment' ? ('manual' as const) : ('job' as const),
  sourceId: null,
  actorName: kind === 'adjustment' ? 'Ada Admin' : null,
  reason,
  createdAt: `${year}-01-01T08:00:00.000Z`,
  runningMinutes: running,
});
const ALLOCATION = entry('e1', 'allocation', 7200, 7200, null);
const ADJUSTMENT = entry('e2', 'adjustment', 360, 7560, 'Worked on a public holiday');

/** A six-hour day, four days a week: a day of adjustment is 6 hours. */
const PART_TIME = {
  workScheduleId: '00000000-0000-4000-8000-0000000000f1',
  memberId: MILAN.companyMemberId,
  effectiveFrom: '2020-01-01',
  minutes: { monday: 360, tuesday: 360, wednesday: 360, thursday: 360, friday: 0, saturday: 0, sunday: 0 },
};

function serveLedger(entries: () => LedgerEntry[]) {
  answer(getLeaveBalances, () => {
    const total = entries().at(-1)?.runningMinutes ?? 0;
    return {
      memberId: MILAN.companyMemberId,
      on: today,
      balances: [
        {
          leaveTypeId: ANNUAL.leaveTypeId,
          balanceMinutes: total,
          plannedMinutes: 0,
          reservedMinutes: 0,
          availableMinutes: total,
          carriedMinutes: 0,
          carriedExpiresOn: null,
        },
      ],
    };
  });
  answer(getBalanceExplanation, (): BalanceExplanation => {
    const list = entries();
    return {
      memberId: MILAN.companyMemberId,
      leaveTypeId: ANNUAL.leaveTypeId,
      year,
      openingMinutes: 0,
      entries: list,
      closingMinutes: list.at(-1)?.runningMinutes ?? 0,
      reserved: [],
    };
  });
}

async function show() {
  answer(getCurrentCompany, COMPANY);
  answer(getLeaveTypes, [ANNUAL]);
  answer(getCompanyPeople, { items: [MILAN], total: 1, page: 1, pageSize: 20 });
  answer(getMemberWorkSchedule, { current: PART_TIME, schedules: [PART_TIME] });
  await renderScreen(<BalanceAdjustmentsScreen />);
  await screen.findByRole('heading', { name: 'New adjustment' });
}

async function pick(label: RegExp, option: RegExp) {
  fireEvent.click(await screen.findByLabelText(label, { selector: 'input' }));
  // The dropdown is still in its opening transition in jsdom, hence hidden.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const form = () => screen.getByRole('region', { name: 'New adjustment' });

describe('BalanceAdjustmentsScreen', { timeout: 30_000 }, () => {
  it("adds days in the person's working day, and shows the entry and the new balance in their ledger", async () => {
    let entries: LedgerEntry[] = [ALLOCATION];
    serveLedger(() => entries);
    await show();
    const added = answer(adjustLeaveBalance, ({ body }) => {
      entries = [...entries, ADJUSTMENT];
      expect(body).toBeDefined();
      return ADJUSTMENT;
    });
    expect(screen.getByText(/Choose a person and a leave type/)).toBeInTheDocument();
    await pick(/^Person/, /Milan Member/);
    await pick(/^Leave type/, /Annual leave/);
    const ledger = await screen.findByRole('region', { name: 'Milan Member: Annual leave' });
    expect(await within(ledger).findByTestId('adjustment-available')).toHaveTextContent('120 h');
    expect(
      await within(form()).findByText('A day is 6 h of this person’s working week.'),
    ).toBeInTheDocument();
    fireEvent.change(within(form()).getByRole('textbox', { name: /Amount/ }), { target: { value: '1' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Worked on a public holiday' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Add adjustment' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]!.body).toEqual({
      memberId: MILAN.companyMemberId,
      leaveTypeId: ANNUAL.leaveTypeId,
      minutes: 360,
      effectiveDate: today,
      reason: 'Worked on a public holiday',
    });
    await waitFor(() =>
      expect(within(ledger).getByTestId('adjustment-available')).toHaveTextContent('126 h'),
    );
    const table = within(ledger).getByRole('table', {
      name: `Ledger entries of ${year}, with the running total`,
    });
    expect(within(table).getByText('Worked on a public holiday (Ada Admin)')).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: /Reason/ })).toHaveValue('');
  });

  it('shows the ledger of the year the adjustment counts in', async () => {
    const asked: string[] = [];
    serveLedger(() => [ALLOCATION]);
    await show();
    answer(getBalanceExplanation, ({ query }): BalanceExplanation => {
      asked.push(query.get('year') ?? '');
      return {
        memberId: MILAN.companyMemberId,
        leaveTypeId: ANNUAL.leaveTypeId,
        year: Number(query.get('year')),
        openingMinutes: 0,
        entries: [],
        closingMinutes: 0,
        reserved: [],
      };
    });
    const added = answer(adjustLeaveBalance, ADJUSTMENT);
    await pick(/^Person/, /Milan Member/);
    await pick(/^Leave type/, /Annual leave/);
    await screen.findByText(`No entries in ${year} yet.`);
    // 15 December of last year, paging back through the calendar.
    fireEvent.click(within(form()).getByRole('button', { name: /^Effective on/ }));
    const label = `15 December ${year - 1}`;
    for (let step = 0; step < 24 && !screen.queryByLabelText(label); step++) {
      fireEvent.click(
        await waitFor(() => {
          const previous = document.querySelector<HTMLElement>('[data-direction="previous"]');
          if (!previous) throw new Error('the calendar is not open yet');
          return previous;
        }),
      );
    }
    fireEvent.click(screen.getByLabelText(label));
    fireEvent.change(within(form()).getByRole('textbox', { name: /Amount/ }), { target: { value: '1' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Late entry' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Add adjustment' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]!.body).toMatchObject({ effectiveDate: `${year - 1}-12-15` });
    expect(await screen.findByText(`No entries in ${year - 1} yet.`)).toBeInTheDocument();
    expect(asked).toContain(String(year - 1));
  });

  it('takes hours away as negative minutes', async () => {
    serveLedger(() => [ALLOCATION]);
    await show();
    const added = answer(adjustLeaveBalance, ADJUSTMENT);
    await pick(/^Person/, /Milan Member/);
    await pick(/^Leave type/, /Annual leave/);
    fireEvent.click(within(form()).getByRole('radio', { name: 'Take away' }));
    fireEvent.click(within(form()).getByRole('radio', { name: 'Hours' }));
    fireEvent.change(within(form()).getByRole('textbox', { name: /Amount/ }), { target: { value: '2.5' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Doctor visit not requested' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Add adjustment' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]!.body).toMatchObject({ minutes: -150, reason: 'Doctor visit not requested' });
  });

  it('names what is missing before sending: the person, the leave type, the amount and the reason', async () => {
    serveLedger(() => []);
    await show();
    const added = answer(adjustLeaveBalance, ADJUSTMENT);
    fireEvent.click(within(form()).getByRole('button', { name: 'Add adjustment' }));
    expect(await within(form()).findByText('Choose a person.')).toBeInTheDocument();
    expect(within(form()).getAllByText('This field is required.')).toHaveLength(3);
    expect(within(form()).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(added).toHaveLength(0);
  });

  it("puts the server's refusal under the amount, and one without a field above the form", async () => {
    serveLedger(() => [ALLOCATION]);
    await show();
    await pick(/^Person/, /Milan Member/);
    await pick(/^Leave type/, /Annual leave/);
    fireEvent.change(within(form()).getByRole('textbox', { name: /Amount/ }), { target: { value: '3' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Fix' } });
    answer(
      adjustLeaveBalance,
      refusal(400, 'VALIDATION_FAILED', {
        message: 'Some fields are not valid',
        fields: [{ path: 'body.minutes', message: 'must be within a year of minutes' }],
      }),
    );
    fireEvent.click(within(form()).getByRole('button', { name: 'Add adjustment' }));
    expect(await within(form()).findByText('must be within a year of minutes')).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: /Amount/ })).toHaveAttribute('aria-invalid', 'true');

    answer(adjustLeaveBalance, refusal(403, 'FORBIDDEN', { message: 'Only administrators adjust balances' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Add adjustment' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Only administrators adjust balances');
  });

  it('reads the New Year’s lapse and carry-over as one movement, in the days the policy gives', async () => {
    // 7 days left of last year: 5 carried (the policy's cap), 2 lapsed; then 20 days of this year.
    const lapse = { ...entry('e3', 'expiry', -7 * 360, 0, null), sourceId: ANNUAL.leaveTypeId };
    const carried = { ...entry('e4', 'carry_in', 5 * 360, 5 * 360, null), sourceId: ANNUAL.leaveTypeId };
    const allocation = entry('e5', 'allocation', 20 * 360, 25 * 360, null);
    serveLedger(() => [lapse, carried, allocation]);
    await show();
    answer(getBalanceExplanation, (): BalanceExplanation => ({
      memberId: MILAN.companyMemberId,
      leaveTypeId: ANNUAL.leaveTypeId,
      year,
      openingMinutes: 7 * 360,
      entries: [lapse, carried, allocation],
      closingMinutes: 25 * 360,
      unit: 'days',
      dayMinutes: 360,
      reserved: [],
    }));
    await pick(/^Person/, /Milan Member/);
    await pick(/^Leave type/, /Annual leave/);
    const ledger = await screen.findByRole('region', { name: 'Milan Member: Annual leave' });
    expect(await within(ledger).findByTestId('adjustment-available')).toHaveTextContent('25 days');
    const table = await within(ledger).findByRole('table', {
      name: `Ledger entries of ${year}, with the running total`,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(`Carried over from ${year - 1}: 5 days, 2 lapsed`);
    expect(rows[0]).toHaveTextContent('-2 days');
    expect(rows[0]).toHaveTextContent('5 days');
    expect(rows[1]).toHaveTextContent('+20 days');
    expect(table).not.toHaveTextContent(' h');
  });

  it('offers no adjustment of one’s own balance: a note says who adjusts it and the button is disabled', async () => {
    session.set(claims({ companyMemberId: MILAN.companyMemberId, roles: ['ADMIN'] }));
    serveLedger(() => [ALLOCATION]);
    await show();
    const added = answer(adjustLeaveBalance, ADJUSTMENT);
    await pick(/^Person/, /Milan Member/);
    await pick(/^Leave type/, /Annual leave/);
    expect(
      await within(form()).findByText(
        'Nobody adjusts their own balance: another owner or admin adjusts yours.',
      ),
    ).toBeInTheDocument();
    // The balance and its ledger are still shown.
    expect(await screen.findByRole('region', { name: 'Milan Member: Annual leave' })).toBeInTheDocument();
    const submit = within(form()).getByRole('button', { name: 'Add adjustment' });
    expect(submit).toBeDisabled();
    fireEvent.click(submit);
    expect(added).toHaveLength(0);
  });
});
