import { ALL_MODULES, type Module } from '@atrium/contract/access';
import {
  getCurrentCompany,
  getSubscribedModules,
  updateCompanyTimeZone,
  updateSubscribedModules,
  type Company,
} from '@atrium/contract/companies';
import { chooseCompany } from '@atrium/contract/identity-operations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { accessTokenFor, answer, serveApiInTests } from '../../test/api-server.ts';
import { claims } from '../../test/test-router.ts';
import { CompanyInfoSubscriptionModulesScreen } from './company-info-subscription-modules-screen.tsx';

serveApiInTests();

const COMPANY = '00000000-0000-4000-8000-00000000000c';
const all: Module[] = [...ALL_MODULES].sort();
const company: Company = {
  companyId: COMPANY,
  name: 'Demo Company',
  modules: all,
  timeZone: 'Europe/Skopje',
};

afterEach(() => session.clear());

/**
 * The screen on a company with `modules`. A saved change answers the modules it was sent, and the
 * session's claims are then read again by choosing the same company: the new token carries them.
 */
async function show(modules: Module[]) {
  session.set(claims({ companyId: COMPANY, modules }));
  answer(getCurrentCompany, company);
  answer(getSubscribedModules, { modules });
  const saved = answer(updateSubscribedModules, ({ body }) => body as { modules: Module[] });
  const chosen = answer(chooseCompany, () => {
    const { modules: now } = saved.at(-1)!.body as { modules: Module[] };
    return { token: accessTokenFor(claims({ companyId: COMPANY, modules: now })) };
  });
  await renderScreen(<CompanyInfoSubscriptionModulesScreen />);
  const absence = await screen.findByRole('switch', { name: 'Absence' });
  return { absence, saved, chosen };
}

const isOn = (name: string) => (screen.getByRole('switch', { name }) as HTMLInputElement).checked;

describe('CompanyInfoSubscriptionModulesScreen', () => {
  it('shows the four modules with their descriptions and state', async () => {
    await show(['TIME_TRACKING', 'ABSENCE']);
    expect(isOn('Time Tracking')).toBe(true);
    expect(isOn('Absence')).toBe(true);
    expect(isOn('Human Resources')).toBe(false);
    expect(isOn('Template Generation')).toBe(false);
    expect(screen.getByText(/Request and approve leave/)).toBeInTheDocument();
  });

  it('asks before switching off, and a cancel changes nothing', async () => {
    const { absence, saved, chosen } = await show(all);
    fireEvent.click(absence);
    const dialog = await screen.findByRole('dialog', { name: 'Switch off Absence?' });
    expect(within(dialog).getByText(/Its data is kept/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toHaveLength(0);
    expect(chosen).toHaveLength(0);
    expect(isOn('Absence')).toBe(true);
  });

  it('switches off after the confirmation, then reloads the session claims', async () => {
    const { absence, saved, chosen } = await show(all);
    const rest = all.filter((module) => module !== 'ABSENCE');
    fireEvent.click(absence);
    const dialog = await screen.findByRole('dialog', { name: 'Switch off Absence?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(session.get()?.modules).toEqual(rest));
    expect(saved.map((request) => request.body)).toEqual([{ modules: rest }]);
    expect(chosen.map((request) => request.body)).toEqual([{ companyId: COMPANY }]);
    await waitFor(() => expect(isOn('Absence')).toBe(false));
  });

  it('switches on at once, without asking', async () => {
    const { saved, chosen } = await show(['TIME_TRACKING']);
    fireEvent.click(screen.getByRole('switch', { name: 'Human Resources' }));
    await waitFor(() => expect(session.get()?.modules).toEqual(['TIME_TRACKING', 'HUMAN_RESOURCES']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved.map((request) => request.body)).toEqual([{ modules: ['TIME_TRACKING', 'HUMAN_RESOURCES'] }]);
    expect(chosen).toHaveLength(1);
  });

  it("shows the company's time zone and saves another one at once", async () => {
    await show(all);
    const zoneSaved = answer(updateCompanyTimeZone, ({ body }) => ({
      ...company,
      ...(body as { timeZone: string }),
    }));
    const zone = await screen.findByLabelText('Time zone', { selector: 'input' });
    await waitFor(() => expect(zone).toHaveValue('Europe/Skopje'));
    fireEvent.click(zone);
    fireEvent.click(await screen.findByRole('option', { name: 'Europe/Tirane', hidden: true }));
    await waitFor(() => expect(zoneSaved).toHaveLength(1));
    expect(zoneSaved[0]!.body).toEqual({ timeZone: 'Europe/Tirane' });
    await waitFor(() => expect(zone).toHaveValue('Europe/Tirane'));
  });
});
