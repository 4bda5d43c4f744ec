import { DESCRIPTION_MAX } from '@atrium/contract/time-tracking';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { renderScreen } from '../../../api/test-providers.tsx';
import { TimerCard } from './timer-card.tsx';

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('../../../api/client.ts', () => api);

const PROJECT = '00000000-0000-4000-8000-0000000000a1';
const ACTION = '00000000-0000-4000-8000-0000000000b1';

beforeEach(() => {
  api.callOperation.mockReset();
  api.callOperation.mockImplementation(async (op: { operationId: string }) => {
    if (op.operationId === 'users_GetRunningTimer') return null;
    if (op.operationId === 'projects_GetProjects')
      return [
        {
          projectId: PROJECT,
          clientId: '00000000-0000-4000-8000-0000000000c1',
          clientName: 'Acme',
          name: 'Website',
          colour: '#228be6',
          archived: false,
          budgetHours: null,
        },
      ];
    if (op.operationId === 'actionTypes_GetActionTypes')
      return [{ actionTypeId: ACTION, name: 'Development', archived: false }];
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      fields: [{ path: 'body.description', message: 'must be at most 1000 characters' }],
    });
  });
});

async function pick(label: RegExp, option: RegExp) {
  fireEvent.click(await screen.findByLabelText(label, { selector: 'input' }));
  // The dropdown is still in its opening transition in jsdom, hence hidden.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('TimerCard', () => {
  it("limits the description to the contract's maximum and shows the server's refusal under it", async () => {
    await renderScreen(<TimerCard onChanged={vi.fn(async () => {})} />);
    const description = await screen.findByLabelText('Description');
    expect(description).toHaveAttribute('maxLength', String(DESCRIPTION_MAX));
    await pick(/^Project/, /Website/);
    await pick(/^Action type/, /Development/);
    fireEvent.change(description, { target: { value: 'Planning' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(await screen.findByText('must be at most 1000 characters')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
