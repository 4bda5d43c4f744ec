import {
  archiveLeaveType,
  createLeaveType,
  getLeaveTypes,
  restoreLeaveType,
  updateLeaveType,
  type LeaveType,
} from '@atrium/contract/absence';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { LeaveTypesScreen } from './leave-types-screen.tsx';

serveApiInTests();

const VACATION: LeaveType = {
  leaveTypeId: '00000000-0000-4000-8000-0000000000a1',
  names: { en: 'Vacation', mk: 'Годишен одмор' },
  colour: '#228be6',
  unit: 'day',
  category: 'vacation',
  countsAgainstAllowance: true,
  certificateRequiredFromDay: null,
  minimumNoticeDays: 14,
  maximumConsecutiveDays: null,
  eligibleAfterDays: 0,
  allowedNegativeHours: 0,
  visibility: 'public',
  autoApprove: false,
  sortOrder: 0,
  archived: false,
};
const SICK: LeaveType = {
  ...VACATION,
  leaveTypeId: '00000000-0000-4000-8000-0000000000a2',
  names: { en: 'Sick leave' },
  colour: '#fa5252',
  category: 'sick',
  countsAgainstAllowance: false,
  visibility: 'private',
  autoApprove: true,
  sortOrder: 1,
};
const TRAINING: LeaveType = {
  ...VACATION,
  leaveTypeId: '00000000-0000-4000-8000-0000000000a3',
  names: { en: 'Training' },
  unit: 'hour',
  category: 'special',
  countsAgainstAllowance: false,
  archived: true,
  sortOrder: 2,
};

async function show(leaveTypes: LeaveType[] = [VACATION, SICK, TRAINING]) {
  answer(getLeaveTypes, leaveTypes);
  await renderScreen(<LeaveTypesScreen />);
  await screen.findByRole('list', { name: 'Leave types' });
}

const row = (name: string) => screen.getByRole('listitem', { name });

async function openAddForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Add leave type' }));
  return screen.findByRole('dialog', { name: 'Add leave type' });
}

// A dialog or form of a dozen Mantine inputs takes seconds to render on a busy two-core machine.
describe('LeaveTypesScreen', { timeout: 20_000 }, () => {
  it("lists the API's leave types with their unit, category, allowance and flags", async () => {
    await show();
    expect(
      within(row('Vacation')).getByText('Days · Vacation · Counts against allowance'),
    ).toBeInTheDocument();
    expect(within(row('Sick leave')).getByText('Private')).toBeInTheDocument();
    expect(within(row('Sick leave')).getByText('Approved automatically')).toBeInTheDocument();
    expect(within(row('Sick leave')).getByText('Days · Sick leave · Not counted')).toBeInTheDocument();
    expect(within(row('Training')).getByText('Archived')).toBeInTheDocument();
    expect(within(row('Training')).getByRole('button', { name: 'Restore: Training' })).toBeInTheDocument();
    expect(within(row('Vacation')).getByRole('button', { name: 'Archive: Vacation' })).toBeInTheDocument();
    expect(within(row('Vacation')).queryByText('Archived')).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    answer(getLeaveTypes, refusal(500, 'INTERNAL'));
    await renderScreen(<LeaveTypesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings could not be loaded.');
  });

  // The whole form filled in, switch by switch: slower than the rest on a busy machine.
  it('adds a leave type with the body the contract describes', { timeout: 40_000 }, async () => {
    await show([VACATION]);
    const created = answer(createLeaveType, { ...SICK, leaveTypeId: '00000000-0000-4000-8000-0000000000a9' });
    const dialog = await openAddForm();
    fireEvent.change(within(dialog).getByLabelText(/Name in English/), {
      target: { value: ' Home office ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Name in Albanian'), {
      target: { value: 'Punë nga shtëpia' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Minimum notice/), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText(/Longest absence/), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: /Private/ }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Approve requests automatically' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: /Time off in lieu/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toEqual({
      names: { en: 'Home office', sq: 'Punë nga shtëpia' },
      colour: '#228be6',
      unit: 'day',
      category: 'vacation',
      countsAgainstAllowance: false,
      certificateRequiredFromDay: null,
      minimumNoticeDays: 3,
      maximumConsecutiveDays: 5,
      eligibleAfterDays: 0,
      allowedNegativeHours: 0,
      visibility: 'private',
      autoApprove: true,
      timeOffInLieu: true,
      sortOrder: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("checks the contract's rules before sending: the English name is required, day counts within bounds", async () => {
    await show([VACATION]);
    const created = answer(createLeaveType, VACATION);
    const dialog = await openAddForm();
    fireEvent.change(within(dialog).getByLabelText(/Longest absence/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter at least 1.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('shows an English name the server finds taken under that field', async () => {
    await show([VACATION]);
    answer(
      createLeaveType,
      refusal(409, 'CONFLICT', {
        message: 'A leave type named Vacation exists',
        fields: [{ path: 'body.names.en', message: 'is already taken' }],
      }),
    );
    const dialog = await openAddForm();
    const name = within(dialog).getByLabelText(/Name in English/);
    fireEvent.change(name, { target: { value: 'Vacation' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another leave type has this English name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("puts the server's 400 message under the field it names", async () => {
    await show([VACATION]);
    answer(
      createLeaveType,
      refusal(400, 'VALIDATION_FAILED', {
        message: 'Some fields are not valid',
        fields: [{ path: 'body.allowedNegativeHours', message: 'must be 0 to 10000' }],
      }),
    );
    const dialog = await openAddForm();
    fireEvent.change(within(dialog).getByLabelText(/Name in English/), { target: { value: 'Overtime' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be 0 to 10000')).toBeInTheDocument();
    expect(within(dialog).queryByText('Some fields are not valid')).toBeNull();
  });

  it('edits a leave type in place, and shows a unit that can no longer change on the unit field', async () => {
    await show([VACATION]);
    const updated = answer(
      updateLeaveType,
      refusal(409, 'CONFLICT', {
        message: 'This leave type is in use, so its unit can no longer change.',
        fields: [{ path: 'body.unit', message: 'is fixed once the leave type is used' }],
      }),
    );
    fireEvent.click(within(row('Vacation')).getByRole('button', { name: 'Edit: Vacation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vacation' });
    expect(within(dialog).getByLabelText(/Name in Macedonian/)).toHaveValue('Годишен одмор');
    expect(within(dialog).getByLabelText(/Minimum notice/)).toHaveValue('14');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This leave type is in use, so its unit can no longer change.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Unit/)).toHaveAttribute('aria-invalid', 'true');
    expect(updated[0]!.params).toEqual({ leaveTypeId: VACATION.leaveTypeId });
    expect(updated[0]!.body).toMatchObject({ names: { en: 'Vacation', mk: 'Годишен одмор' }, unit: 'day' });
  });

  it('archives only after the confirmation', async () => {
    await show([VACATION]);
    const archived = answer(archiveLeaveType, { ...VACATION, archived: true });
    fireEvent.click(within(row('Vacation')).getByRole('button', { name: 'Archive: Vacation' }));
    let dialog = await screen.findByRole('dialog', { name: 'Archive Vacation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(archived).toHaveLength(0);

    answer(getLeaveTypes, [{ ...VACATION, archived: true }]);
    fireEvent.click(within(row('Vacation')).getByRole('button', { name: 'Archive: Vacation' }));
    dialog = await screen.findByRole('dialog', { name: 'Archive Vacation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(archived.map((request) => request.params)).toEqual([{ leaveTypeId: VACATION.leaveTypeId }]),
    );
    expect(
      await within(row('Vacation')).findByRole('button', { name: 'Restore: Vacation' }),
    ).toBeInTheDocument();
  });

  it('restores an archived leave type at once', async () => {
    await show([TRAINING]);
    const restored = answer(restoreLeaveType, { ...TRAINING, archived: false });
    answer(getLeaveTypes, [{ ...TRAINING, archived: false }]);
    fireEvent.click(within(row('Training')).getByRole('button', { name: 'Restore: Training' }));
    await waitFor(() =>
      expect(restored.map((request) => request.params)).toEqual([{ leaveTypeId: TRAINING.leaveTypeId }]),
    );
    expect(
      await within(row('Training')).findByRole('button', { name: 'Archive: Training' }),
    ).toBeInTheDocument();
  });
});
