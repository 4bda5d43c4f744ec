import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
const runtime = vi.hoisted(() => ({ reloadSessionClaims: vi.fn() }));
vi.mock('../../api/client.ts', () => api);
vi.mock('../../auth/auth-runtime.ts', () => runtime);

const all = ['ABSENCE', 'HUMAN_RESOURCES', 'TEMPLATE_GENERATION', 'TIME_TRACKING'];

beforeEach(() => {
  api.callOperation.mockReset();
  runtime.reloadSessionClaims.mockReset().mockResolvedValue(undefined);
});

async function show(modules: string[]) {
  api.callOperation.mockResolvedValueOnce({ modules });
  const { CompanyInfoSubscriptionModulesScreen } =
    await import('./company-info-subscription-modules-screen.tsx');
  await renderScreen(<CompanyInfoSubscriptionModulesScreen />);
  return screen.findByRole('switch', { name: 'Absence' });
}

describe('CompanyInfoSubscriptionModulesScreen', () => {
  it('shows the four modules with their descriptions and state', async () => {
    await show(['TIME_TRACKING', 'ABSENCE']);
    expect((screen.getByRole('switch', { name: 'Time Tracking' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Absence' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Human Resources' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Template Generation' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.getByText(/Request and approve leave/)).toBeTruthy();
  });

  it('asks before switching off, and a cancel changes nothing', async () => {
    const absence = await show(all);
    fireEvent.click(absence);
    const dialog = await screen.findByRole('dialog', { name: 'Switch off Absence?' });
    expect(within(dialog).getByText(/Its data is kept/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callOperation).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('switch', { name: 'Absence' }) as HTMLInputElement).checked).toBe(true);
  });

  it('switches off after the confirmation, then reloads the session claims', async () => {
    const absence = await show(all);
    api.callOperation.mockResolvedValueOnce({ modules: all.filter((module) => module !== 'ABSENCE') });
    fireEvent.click(absence);
    const dialog = await screen.findByRole('dialog', { name: 'Switch off Absence?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(runtime.reloadSessionClaims).toHaveBeenCalledTimes(1));
    const [op, input] = api.callOperation.mock.calls[1] as [{ operationId: string }, { body: unknown }];
    expect(op.operationId).toBe('companies_UpdateSubscribedModules');
    expect(input.body).toEqual({ modules: all.filter((module) => module !== 'ABSENCE') });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Absence' }) as HTMLInputElement).checked).toBe(false),
    );
  });

  it('switches on at once, without asking', async () => {
    await show(['TIME_TRACKING']);
    api.callOperation.mockResolvedValueOnce({ modules: ['TIME_TRACKING', 'HUMAN_RESOURCES'] });
    fireEvent.click(screen.getByRole('switch', { name: 'Human Resources' }));
    await waitFor(() => expect(runtime.reloadSessionClaims).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    const [, input] = api.callOperation.mock.calls[1] as [unknown, { body: unknown }];
    expect(input.body).toEqual({ modules: ['TIME_TRACKING', 'HUMAN_RESOURCES'] });
  });
});
