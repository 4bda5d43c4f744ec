import {
  createAllowancePolicy,
  getAllowancePolicies,
  getLeaveTypes,
  updateAllowancePolicy,
  type AllowancePolicy,
  type LeaveType,
} from '@atrium/contract/absence';
import { getCurrentCompany, type Company } from '@atrium/contract/companies';
import { localDate } from '@atrium/contract/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { AllowancePoliciesScreen } from './allowance-policies-screen.tsx';

serveApiInTests();

const ZONE = 'Europe/Skopje';
const COMPANY: Company = {
  companyId: '00000000-0000-4000-8000-00000000000c',
  name: 'Demo Company',
  modules: ['ABSENCE'],
  timeZone: ZONE,
};
const today = localDate(new Date(), ZONE);
const ANNUAL: LeaveType = {
  leaveTypeId: '00000000-0000-4000-8000-0000000000a1',
  names: { en: 'Annual leave' },
  colour: '#228be6',
  unit: 'day',
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
const ENDED: AllowancePolicy = {
  allowancePolicyId: '00000000-0000-4000-8000-0000000000b1',
  leaveTypeId: null,
  effectiveFrom: '2020-01-01',
  effectiveTo: '2020-12-31',
  yearlyDays: 18,
  prorateOnHire: false,
  prorateOnExit: false,
  carryOverCapDays: 0,
  carryOverExpiresOn: null,
  preset: null,
};
const CURRENT: AllowancePolicy = {
  allowancePolicyId: '00000000-0000-4000-8000-0000000000b2',
  leaveTypeId: ANNUAL.leaveTypeId,
  effectiveFrom: '2021-01-01',
  effectiveTo: null,
  yearlyDays: 20,
  prorateOnHire: true,
  prorateOnExit: true,
  carryOverCapDays: null,
  carryOverExpiresOn: '06-30',
  preset: 'MK',
};

async function show(policies: AllowancePolicy[] = [ENDED, CURRENT]) {
  answer(getCurrentCompany, COMPANY);
  answer(getLeaveTypes, [ANNUAL]);
  answer(getAllowancePolicies, policies);
  await renderScreen(<AllowancePoliciesScreen />);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'];
const MORE_MONTHS = ['September', 'October', 'November', 'December'];
/** How the date picker names a day ("1 December 2026"). */
const dayName = (day: string) =>
  `${Number(day.slice(8))} ${[...MONTHS, ...MORE_MONTHS][Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** Opens the picker labelled `label` and picks `day` of this month or the next. */
async function pickDay(dialog: HTMLElement, label: RegExp, day: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
  const next = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-direction="next"]');
    if (!found) throw new Error('the calendar is not open yet');
    return found;
  });
  // The calendar's popover is still fading in (aria-hidden to the role queries): find the day by its label.
  if (!screen.queryByLabelText(dayName(day))) fireEvent.click(next);
  fireEvent.click(await screen.findByLabelText(dayName(day)));
}

/** The first day of next month: a day the picker shows without paging far. */
const nextMonthFirst = () => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

const row = (name: RegExp) => screen.getByRole('listitem', { name });

describe('AllowancePoliciesScreen', { timeout: 30_000 }, () => {
  it('lists the policies oldest first with their days, carry-over, proration and phase', async () => {
    await show();
    await screen.findByRole('list', { name: 'Allowance policies, oldest first' });
    const ended = row(/^Every type that counts against the allowance/);
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
    expect(
      within(ended).getByText('18 working days a year · nothing carries over · not prorated'),
    ).toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: /New version/ })).toBeNull();
    const current = row(/^Annual leave/);
    expect(within(current).getByText('In effect')).toBeInTheDocument();
    expect(within(current).getByText('North Macedonia preset')).toBeInTheDocument();
    expect(
      within(current).getByText(
        '20 working days a year · all unused days carry over, usable until 30 June · prorated on hire and exit',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the policies cannot be loaded', async () => {
    answer(getCurrentCompany, COMPANY);
    answer(getLeaveTypes, [ANNUAL]);
    answer(getAllowancePolicies, refusal(500, 'INTERNAL'));
    await renderScreen(<AllowancePoliciesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings could not be loaded.');
  });

  it('starts from the North Macedonia preset and saves a policy from a day', async () => {
    await show([]);
    expect(await screen.findByText(/No allowance policy yet/)).toBeInTheDocument();
    const created = answer(createAllowancePolicy, CURRENT);
    fireEvent.click(screen.getByRole('button', { name: 'Add policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an allowance policy' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /North Macedonia/ }));
    expect(within(dialog).getByRole('textbox', { name: /Working days a year/ })).toHaveValue('20');
    expect(within(dialog).getByLabelText('Month')).toHaveValue('June');
    expect(within(dialog).getByLabelText('Day')).toHaveValue('30');
    const from = nextMonthFirst();
    await pickDay(dialog, /^Effective from/, from);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toEqual({
      leaveTypeId: null,
      effectiveFrom: from,
      effectiveTo: null,
      yearlyDays: 20,
      prorateOnHire: true,
      prorateOnExit: true,
      carryOverCapDays: null,
      carryOverExpiresOn: '06-30',
      preset: 'MK',
      replacesAllowancePolicyId: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("refuses fewer days than the preset's minimum and a first day left empty, naming the fields", async () => {
    await show([]);
    await screen.findByText(/No allowance policy yet/);
    const created = answer(createAllowancePolicy, CURRENT);
    fireEvent.click(screen.getByRole('button', { name: 'Add policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an allowance policy' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Albania/ }));
    const days = within(dialog).getByRole('textbox', { name: /Working days a year/ });
    fireEvent.change(days, { target: { value: '21' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This preset gives at least 22 days.')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('adds a new version from a day that replaces the policy, and shows a refusal under the first day', async () => {
    await show();
    await screen.findByRole('list', { name: 'Allowance policies, oldest first' });
    const created = answer(
      createAllowancePolicy,
      refusal(409, 'CONFLICT', {
        message: 'A new version must start after the policy it replaces',
        fields: [{ path: 'body.effectiveFrom', message: 'must be after the first day' }],
      }),
    );
    fireEvent.click(within(row(/^Annual leave/)).getByRole('button', { name: /New version from a date/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New version from a date' });
    const from = nextMonthFirst();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Working days a year/ }), {
      target: { value: '21' },
    });
    await pickDay(dialog, /^Effective from/, from);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The new version must start after the policy it replaces.'),
    ).toBeInTheDocument();
    expect(created[0]!.body).toMatchObject({
      leaveTypeId: ANNUAL.leaveTypeId,
      effectiveFrom: from,
      yearlyDays: 21,
      preset: 'MK',
      replacesAllowancePolicyId: CURRENT.allowancePolicyId,
    });
  });

  it("changes a policy in place, and puts the server's refusal under the carried days' field", async () => {
    await show();
    await screen.findByRole('list', { name: 'Allowance policies, oldest first' });
    const updated = answer(
      updateAllowancePolicy,
      refusal(400, 'VALIDATION_FAILED', {
        message: 'Some fields are not valid',
        fields: [{ path: 'body.carryOverExpiresOn', message: 'must be a month and day MM-DD' }],
      }),
    );
    fireEvent.click(within(row(/^Annual leave/)).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the allowance policy' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Most days carried over/ }), {
      target: { value: '5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be a month and day MM-DD')).toBeInTheDocument();
    expect(updated[0]!.params).toEqual({ allowancePolicyId: CURRENT.allowancePolicyId });
    expect(updated[0]!.body).toEqual({
      leaveTypeId: ANNUAL.leaveTypeId,
      effectiveFrom: '2021-01-01',
      effectiveTo: null,
      yearlyDays: 20,
      prorateOnHire: true,
      prorateOnExit: true,
      carryOverCapDays: 5,
      carryOverExpiresOn: '06-30',
      preset: 'MK',
    });
  });
});
