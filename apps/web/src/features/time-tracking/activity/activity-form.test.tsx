import {
  createActivity,
  DESCRIPTION_MAX,
  getActionTypes,
  getCurrentUserTimelineOnDate,
  getProjects,
  type Activity,
} from '@atrium/contract/time-tracking';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callOperation } from '../../../api/client.ts';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { createActivityBody, type ActivityFormValues } from './activity-form-values.ts';
import { ActivityForm } from './activity-form.tsx';

serveApiInTests();

const CLIENT = '00000000-0000-4000-8000-0000000000c1';
const PROJECT = '00000000-0000-4000-8000-0000000000a1';
const ACTION = '00000000-0000-4000-8000-0000000000b1';
const project = {
  projectId: PROJECT,
  clientId: CLIENT,
  clientName: 'Acme',
  name: 'Website',
  colour: '#228be6',
};

beforeEach(() => {
  answer(getProjects, [{ ...project, archived: false, budgetHours: null }]);
  answer(getActionTypes, [{ actionTypeId: ACTION, name: 'Development', archived: false }]);
});

const yesterday = (() => {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
})();

const filled: ActivityFormValues = {
  date: yesterday,
  start: '09:00',
  end: '10:00',
  projectId: PROJECT,
  actionTypeId: ACTION,
  description: '',
  billable: true,
};

/** Saves as the add screen does: the form's values as a new activity, over HTTP. */
const saveOverHttp = async (values: ActivityFormValues) => {
  await callOperation(createActivity, { body: createActivityBody(values) });
};

async function show(initial: ActivityFormValues, onSubmit: (v: ActivityFormValues) => Promise<void>) {
  return renderScreen(<ActivityForm initial={initial} onSubmit={onSubmit} submitLabel="Save" />);
}

describe('ActivityForm', () => {
  it('shows the validation messages and does not submit', async () => {
    const onSubmit = vi.fn(async () => {});
    await show({ ...filled, projectId: '', end: '08:00' }, onSubmit);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("limits the description to the contract's maximum", async () => {
    const onSubmit = vi.fn(async () => {});
    await show({ ...filled, description: 'x'.repeat(DESCRIPTION_MAX + 1) }, onSubmit);
    expect(await screen.findByLabelText('Description')).toHaveAttribute('maxLength', String(DESCRIPTION_MAX));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Use at most ${DESCRIPTION_MAX} characters.`)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values', async () => {
    const onSubmit = vi.fn(async () => {});
    await show(filled, onSubmit);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(filled));
  });

  it("shows the server's overlap refusal with the message that names the clash", async () => {
    const message = 'Overlaps your activity 09:30–10:30 on Website (Acme).';
    answer(getCurrentUserTimelineOnDate, null);
    const sent = answer(createActivity, refusal(409, 'CONFLICT', { message }));
    await show(filled, saveOverHttp);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('overlap');
    expect(alert.textContent).toContain('This time overlaps another activity');
    expect(alert.textContent).toContain(message);
    expect(sent.map((request) => request.body)).toEqual([createActivityBody(filled)]);
  });

  it("names the clash in local time and the interface language, not the server's UTC", async () => {
    const at = (hours: number, minutes: number) => {
      const [y, m, d] = yesterday.split('-').map(Number) as [number, number, number];
      return new Date(y, m - 1, d, hours, minutes).toISOString();
    };
    const clash: Activity = {
      activityId: 7,
      timelineId: 3,
      companyMemberId: '00000000-0000-4000-8000-000000000001',
      date: yesterday,
      startAt: at(9, 30),
      endAt: at(10, 30),
      durationSeconds: 3600,
      project,
      actionType: { actionTypeId: ACTION, name: 'Development' },
      description: '',
      billable: true,
    };
    const dayAsked = answer(getCurrentUserTimelineOnDate, {
      timelineId: 3,
      date: yesterday,
      totalSeconds: 3600,
      billableSeconds: 3600,
      activityCount: 1,
      companyMemberId: clash.companyMemberId,
      memberName: 'Olivia Owner',
      activities: [clash],
    });
    answer(createActivity, refusal(409, 'CONFLICT', { message: 'This overlaps … 08:30 to 09:30 UTC' }));
    await show(filled, saveOverHttp);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('overlap').textContent).toContain(
        'It overlaps your activity from 9:30 AM to 10:30 AM on',
      ),
    );
    expect(screen.getByTestId('overlap').textContent).toContain(': Acme — Website.');
    expect(screen.getByTestId('overlap').textContent).not.toContain('UTC');
    expect(dayAsked.map((request) => request.query.get('date'))).toContain(yesterday);
  });

  it('puts server field messages under their fields', async () => {
    answer(getCurrentUserTimelineOnDate, null);
    answer(
      createActivity,
      refusal(400, 'VALIDATION_FAILED', {
        message: 'Some fields are not valid',
        fields: [{ path: 'body.endAt', message: 'must not cross midnight' }],
      }),
    );
    await show(filled, saveOverHttp);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must not cross midnight')).toBeInTheDocument();
    expect(screen.queryByText('Some fields are not valid')).toBeNull();
  });

  it('puts a refused project under the project field', async () => {
    answer(getCurrentUserTimelineOnDate, null);
    answer(
      createActivity,
      refusal(400, 'VALIDATION_FAILED', {
        message: 'Some fields are not valid',
        fields: [{ path: 'body.projectId', message: 'the project is archived' }],
      }),
    );
    await show(filled, saveOverHttp);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('the project is archived')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Project/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });
});
