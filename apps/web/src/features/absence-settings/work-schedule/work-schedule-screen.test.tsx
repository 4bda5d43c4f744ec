import { getCompanyWorkSchedule, setCompanyWorkSchedule, type WorkSchedule } from '@atrium/contract/absence';
import { getCurrentCompany, type Company } from '@atrium/contract/companies';
import { addUtcDays, localDate } from '@atrium/contract/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { WorkScheduleScreen } from './work-schedule-screen.tsx';

serveApiInTests();

const ZONE = 'Europe/Skopje';
const COMPANY: Company = {
  companyId: '00000000-0000-4000-8000-00000000000c',
  name: 'Demo Company',
  modules: ['ABSENCE'],
  timeZone: ZONE,
};
const today = localDate(new Date(), ZONE);
const week = (hours: number, friday = hours) => ({
  monday: hours * 60,
  tuesday: hours * 60,
  wednesday: hours * 60,
  thursday: hours * 60,
  friday: friday * 60,
  saturday: 0,
  sunday: 0,
});
const schedule = (id: string, effectiveFrom: string, minutes: WorkSchedule['minutes']): WorkSchedule => ({
  workScheduleId: `00000000-0000-4000-8000-0000000000${id}`,
  memberId: null,
  effectiveFrom,
  minutes,
});
const FIRST = schedule('01', '2025-01-01', week(8));
const CURRENT = schedule('02', '2026-01-05', week(8, 6));
const PLANNED = schedule('03', addUtcDays(today, 30), week(7.5));

async function show(schedules = [FIRST, CURRENT, PLANNED], current: WorkSchedule | null = CURRENT) {
  answer(getCurrentCompany, COMPANY);
  answer(getCompanyWorkSchedule, { current, schedules });
  await renderScreen(<WorkScheduleScreen />);
  return screen.findByRole('textbox', { name: 'Monday' });
}

const hoursOf = (day: string) => screen.getByRole('textbox', { name: day });
const historyRows = () =>
  within(screen.getByRole('table', { name: 'Schedules, oldest first' }))
    .getAllByRole('row')
    .slice(1);

// A dialog or form of a dozen Mantine inputs takes seconds to render on a busy two-core machine.
describe('WorkScheduleScreen', { timeout: 20_000 }, () => {
  it('starts from the week in effect today, in hours, with its total', async () => {
    await show();
    expect(hoursOf('Monday')).toHaveValue('8');
    expect(hoursOf('Friday')).toHaveValue('6');
    expect(hoursOf('Sunday')).toHaveValue('0');
    const form = within(screen.getByRole('region', { name: 'Change the schedule' }));
    expect(form.getByText('Week total: 38 h')).toBeInTheDocument();
    fireEvent.change(hoursOf('Saturday'), { target: { value: '4.5' } });
    expect(await form.findByText('Week total: 42.5 h')).toBeInTheDocument();
  });

  it('lists every schedule oldest first, marking the one in effect and the planned one', async () => {
    await show();
    const rows = historyRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^Jan 1, 2025.*40$/);
    expect(within(rows[1]!).getByText('In effect')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(/38$/);
    expect(within(rows[2]!).getByText('Planned')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent(/7\.5.*37\.5$/);
    expect(within(rows[0]!).queryByText('Planned')).toBeNull();
  });

  it('offers the default week when the company has no schedule yet', async () => {
    await show([], null);
    expect(hoursOf('Monday')).toHaveValue('8');
    expect(hoursOf('Saturday')).toHaveValue('0');
    expect(screen.getByText(/No schedule has been saved yet: Monday to Friday/)).toBeInTheDocument();
    expect(screen.getByText('No schedule has been saved yet.')).toBeInTheDocument();
  });

  it('saves a new schedule from today in minutes', async () => {
    await show();
    const saved = answer(setCompanyWorkSchedule, ({ body }) => ({
      ...CURRENT,
      workScheduleId: '00000000-0000-4000-8000-0000000000f1',
      ...(body as Pick<WorkSchedule, 'effectiveFrom' | 'minutes'>),
    }));
    fireEvent.change(hoursOf('Friday'), { target: { value: '6.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toEqual({ effectiveFrom: today, minutes: { ...week(8), friday: 390 } });
  });

  it('asks for half-hour steps before sending', async () => {
    await show();
    const saved = answer(setCompanyWorkSchedule, CURRENT);
    fireEvent.change(hoursOf('Tuesday'), { target: { value: '7.2' } });
    fireEvent.change(hoursOf('Wednesday'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findAllByText('Enter 0 to 24 hours, in steps of half an hour.')).toHaveLength(2);
    expect(hoursOf('Tuesday')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toHaveLength(0);
  });

  it("puts the server's refusal under the weekday or the date it names", async () => {
    await show();
    answer(
      setCompanyWorkSchedule,
      refusal(400, 'VALIDATION_FAILED', {
        message: 'Some fields are not valid',
        fields: [
          { path: 'body.minutes.monday', message: 'must be 0 to 1440 minutes' },
          { path: 'body.effectiveFrom', message: 'must be a calendar date' },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('must be 0 to 1440 minutes')).toBeInTheDocument();
    expect(hoursOf('Monday')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('must be a calendar date')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that names no field above the form', async () => {
    await show();
    answer(setCompanyWorkSchedule, refusal(403, 'FORBIDDEN', { message: 'Only administrators' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators');
  });
});
