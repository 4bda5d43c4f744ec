import {
  DESCRIPTION_MAX,
  getActionTypes,
  getProjects,
  getRunningTimer,
  startTimer,
} from '@atrium/contract/time-tracking';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { TimerCard } from './timer-card.tsx';

serveApiInTests();

const PROJECT = '00000000-0000-4000-8000-0000000000a1';
const ACTION = '00000000-0000-4000-8000-0000000000b1';

async function pick(label: RegExp, option: RegExp) {
  fireEvent.click(await screen.findByLabelText(label, { selector: 'input' }));
  // The dropdown is still in its opening transition in jsdom, hence hidden.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('TimerCard', () => {
  it("limits the description to the contract's maximum and shows the server's refusal under it", async () => {
    answer(getRunningTimer, null);
    answer(getProjects, [
      {
        projectId: PROJECT,
        clientId: '00000000-0000-4000-8000-0000000000c1',
        clientName: 'Acme',
        name: 'Website',
        colour: '#228be6',
        archived: false,
        budgetHours: null,
      },
    ]);
    answer(getActionTypes, [{ actionTypeId: ACTION, name: 'Development', archived: false }]);
    const started = answer(
      startTimer,
      refusal(400, 'VALIDATION_FAILED', {
        message: 'Some fields are not valid',
        fields: [{ path: 'body.description', message: 'must be at most 1000 characters' }],
      }),
    );
    const onChanged = vi.fn(async () => {});
    await renderScreen(<TimerCard onChanged={onChanged} />);
    const description = await screen.findByLabelText('Description');
    expect(description).toHaveAttribute('maxLength', String(DESCRIPTION_MAX));
    await pick(/^Project/, /Website/);
    await pick(/^Action type/, /Development/);
    fireEvent.change(description, { target: { value: 'Planning' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(await screen.findByText('must be at most 1000 characters')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(started.map((request) => request.body)).toEqual([
      { projectId: PROJECT, actionTypeId: ACTION, description: 'Planning', billable: true },
    ]);
    expect(onChanged).not.toHaveBeenCalled();
  });
});
