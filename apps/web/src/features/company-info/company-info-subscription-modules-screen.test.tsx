import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
const runtime = vi.hoisted(() => ({ reloadSessionClaims: vi.fn() }));
vi.mock('../../api/client.ts', () => api);
vi.mock('../../auth/auth-runtime.ts', () => runtime);

const all = ['ABSENCE', 'HUMAN_RESOURCES', 'TEMPLATE_GENERATION', 'TIME_TRACKING'];

const company = { companyId: 'c', name: 'Demo Company', modules: all, timeZone: 'Europe/Skopje' };
/** Answers of the module operations, in order; the company and its time zone answer by name. */
let answers: unknown[] = [];
const callsOf = (operationId: string) =>
  api.callOperation.mock.calls.filter(([op]) => (op as { operationId: string }).operationId === operationId);

beforeEach(() => {
  answers = [];
  api.callOperation
    .mockReset()
    .mockImplementation((op: { operationId: string }, input?: { body?: object }) => {
      if (op.operationId === 'companies_GetCurrentCompany') return Promise.resolve(company);
      if (op.operationId === 'companies_UpdateCompanyTimeZone')
        return Promise.resolve({ ...company, ...input?.body });
      return Promise.resolve(answers.shift());
    });
  runtime.reloadSessionClaims.mockReset().mockResolvedValue(undefined);
});

async function show(modules: string[]) {
  answers.push({ modules });
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
    expect(screen.getByText(/Request and approve leave/)).toBeInTheDocument();
  });

  it('asks before switching off, and a cancel changes nothing', async () => {
    const absence = await show(all);
    fireEvent.click(absence);
    const dialog = await screen.findByRole('dialog', { name: 'Switch off Absence?' });
    expect(within(dialog).getByText(/Its data is kept/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('companies_UpdateSubscribedModules')).toHaveLength(0);
    expect((screen.getByRole('switch', { name: 'Absence' }) as HTMLInputElement).checked).toBe(true);
  });

  it('switches off after the confirmation, then reloads the session claims', async () => {
    const absence = await show(all);
    answers.push({ modules: all.filter((module) => module !== 'ABSENCE') });
    fireEvent.click(absence);
    const dialog = await screen.findByRole('dialog', { name: 'Switch off Absence?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(runtime.reloadSessionClaims).toHaveBeenCalledTimes(1));
    const [[, input]] = callsOf('companies_UpdateSubscribedModules') as [[unknown, { body: unknown }]];
    expect(input.body).toEqual({ modules: all.filter((module) => module !== 'ABSENCE') });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Absence' }) as HTMLInputElement).checked).toBe(false),
    );
  });

  it('switches on at once, without asking', async () => {
    await show(['TIME_TRACKING']);
    answers.push({ modules: ['TIME_TRACKING', 'HUMAN_RESOURCES'] });
    fireEvent.click(screen.getByRole('switch', { name: 'Human Resources' }));
    await waitFor(() => expect(runtime.reloadSessionClaims).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    const [[, input]] = callsOf('companies_UpdateSubscribedModules') as [[unknown, { body: unknown }]];
    expect(input.body).toEqual({ modules: ['TIME_TRACKING', 'HUMAN_RESOURCES'] });
  });

  it("shows the company's time zone and saves another one at once", async () => {
    await show(all);
    const zone = await screen.findByLabelText('Time zone', { selector: 'input' });
    await waitFor(() => expect(zone).toHaveValue('Europe/Skopje'));
    fireEvent.click(zone);
    fireEvent.click(await screen.findByRole('option', { name: 'Europe/Tirane', hidden: true }));
    await waitFor(() => expect(callsOf('companies_UpdateCompanyTimeZone')).toHaveLength(1));
    const [[, input]] = callsOf('companies_UpdateCompanyTimeZone') as [[unknown, { body: unknown }]];
    expect(input.body).toEqual({ timeZone: 'Europe/Tirane' });
    await waitFor(() => expect(zone).toHaveValue('Europe/Tirane'));
  });
});
