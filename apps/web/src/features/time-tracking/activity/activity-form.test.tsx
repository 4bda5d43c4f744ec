import { DESCRIPTION_MAX } from '@atrium/contract/time-tracking';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { renderScreen } from '../../../api/test-providers.tsx';
import type { ActivityFormValues } from './activity-form-values.ts';

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('../../../api/client.ts', () => api);

const CLIENT = '00000000-0000-4000-8000-0000000000c1';
const PROJECT = '00000000-0000-4000-8000-0000000000a1';
const ACTION = '00000000-0000-4000-8000-0000000000b1';

beforeEach(() => {
  api.callOperation.mockReset();
  api.callOperation.mockImplementation(async (op: { operationId: string }) => {
    if (op.operationId === 'projects_GetProjects')
      return [
        {
          projectId: PROJECT,
          clientId: CLIENT,
          clientName: 'Acme',
          name: 'Website',
          colour: '#228be6',
          archived: false,
          budgetHours: null,
        },
      ];
    if (op.operationId === 'actionTypes_GetActionTypes')
      return [{ actionTypeId: ACTION, name: 'Development', archived: false }];
    if (op.operationId === 'users_GetCurrentUserTimelineOnDate') return null;
    throw new Error(`unexpected ${op.operationId}`);
  });
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

async function show(initial: ActivityFormValues, onSubmit: (v: ActivityFormValues) => Promise<void>) {
  const { ActivityForm } = await import('./activity-form.tsx');
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
    await show(filled, async () => {
      throw new ApiError({ status: 409, code: 'CONFLICT', message });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('overlap');
    expect(alert.textContent).toContain('This time overlaps another activity');
    expect(alert.textContent).toContain(message);
  });

  it("names the clash in local time and the interface language, not the server's UTC", async () => {
    const at = (hours: number, minutes: number) => {
      const [y, m, d] = yesterday.split('-').map(Number) as [number, number, number];
      return new Date(y, m - 1, d, hours, minutes).toISOString();
    };
    const previous = api.callOperation.getMockImplementation();
    api.callOperation.mockImplementation(async (op: { operationId: string }, input: unknown) => {
      if (op.operationId === 'users_GetCurrentUserTimelineOnDate')
        return {
          activities: [
            {
              activityId: 7,
              startAt: at(9, 30),
              endAt: at(10, 30),
              project: { projectId: PROJECT, name: 'Website', clientName: 'Acme', colour: '#228be6' },
              actionType: { actionTypeId: ACTION, name: 'Development' },
            },
          ],
        };
      return previous?.(op, input);
    });
    await show(filled, async () => {
      throw new ApiError({ status: 409, code: 'CONFLICT', message: 'This overlaps … 08:30 to 09:30 UTC' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('overlap').textContent).toContain(
        'It overlaps your activity from 9:30 AM to 10:30 AM on',
      ),
    );
    expect(screen.getByTestId('overlap').textContent).toContain(': Acme — Website.');
    expect(screen.getByTestId('overlap').textContent).not.toContain('UTC');
  });

  it('puts server field messages under their fields', async () => {
    await show(filled, async () => {
      throw new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        fields: [{ path: 'body.endAt', message: 'must not cross midnight' }],
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must not cross midnight')).toBeInTheDocument();
    expect(screen.queryByText('Some fields are not valid')).toBeNull();
  });

  it('puts a refused project under the project field', async () => {
    await show(filled, async () => {
      throw new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        fields: [{ path: 'body.projectId', message: 'the project is archived' }],
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('the project is archived')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Project/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });
});
