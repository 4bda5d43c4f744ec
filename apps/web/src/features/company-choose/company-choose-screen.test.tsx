import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompany, getMyCompanies } from '@atrium/contract/companies';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { initI18n } from '../../i18n/i18n.ts';
import { answerCompanySwitch } from '../../test/company-switch-api.ts';
import { CompanyChooseScreen } from './company-choose-screen.tsx';

serveApiInTests();

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

// Choosing acts in the company through the real sign-in runtime: a new token, start-up, and the
// start page (the address bar, since the runtime's navigation has no router here).
beforeAll(async () => {
  // Start-up applies the person's language to the app's i18n, set up as at the app's start.
  await initI18n();
});
beforeEach(() => window.history.replaceState(null, '', '/company-choose'));
afterEach(() => {
  session.clear();
  window.history.replaceState(null, '', '/');
});

async function show() {
  return renderScreen(<CompanyChooseScreen />);
}

/** The company the session acts in once the start page opened. */
async function actingIn(companyId: string) {
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(session.get()?.companyId).toBe(companyId);
}

describe('CompanyChooseScreen', () => {
  it('lists my companies with their role and chooses one', async () => {
    answer(getMyCompanies, [
      { companyId: A, name: 'Demo Company', companyMemberId: A, role: 'OWNER' },
      { companyId: B, name: 'Other Company', companyMemberId: B, role: 'MEMBER' },
    ]);
    const chosen = answerCompanySwitch({ companyId: B, name: 'Other Company' });
    await show();
    const cards = await screen.findAllByTestId('company-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Owner')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Member')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open: Other Company' }));
    await actingIn(B);
    expect(chosen.map((request) => request.body)).toEqual([{ companyId: B }]);
  });

  it('says so when there is no company yet', async () => {
    answer(getMyCompanies, []);
    await show();
    expect(await screen.findByText(/not a member of any company yet/)).toBeInTheDocument();
  });

  it('validates the name before calling the server', async () => {
    answer(getMyCompanies, []);
    const created = answer(createCompany, refusal(500, 'INTERNAL'));
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: ' x ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('The name must be 2 to 100 characters long.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('The name must be 2 to 100 characters long.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('creates the company with the trimmed name and then chooses it', async () => {
    answer(getMyCompanies, []);
    const created = answer(createCompany, {
      companyId: B,
      name: 'Northwind',
      modules: [],
      timeZone: 'Europe/Skopje',
    });
    const chosen = answerCompanySwitch({ companyId: B, name: 'Northwind' });
    await show();
    fireEvent.change(await screen.findByLabelText(/Company name/), { target: { value: '  Northwind ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    await actingIn(B);
    // The company's days start on the creator's clock.
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(created.map((request) => request.body)).toEqual([{ name: 'Northwind', timeZone }]);
    expect(chosen.map((request) => request.body)).toEqual([{ companyId: B }]);
  });

  it('shows the server refusal of the name on the field', async () => {
    answer(getMyCompanies, []);
    const chosen = answerCompanySwitch({ companyId: B, name: 'Northwind' });
    answer(
      createCompany,
      refusal(400, 'VALIDATION_FAILED', [{ path: 'body.name', message: 'must be 2 to 100 characters' }]),
    );
    await show();
    fireEvent.change(await screen.findByLabelText(/Company name/), { target: { value: 'Northwind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('The name must be 2 to 100 characters long.')).toBeInTheDocument();
    expect(chosen).toHaveLength(0);
    expect(session.get()).toBeNull();
  });

  it("says why the server refused to create the company, as with the day's limit", async () => {
    answer(getMyCompanies, []);
    answer(
      createCompany,
      refusal(429, 'RATE_LIMITED', {
        message: 'You can create at most 3 companies in 24 hours. Try again tomorrow.',
      }),
    );
    await show();
    fireEvent.change(await screen.findByLabelText(/Company name/), { target: { value: 'Northwind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can create at most 3 companies in 24 hours. Try again tomorrow.',
    );
    expect(screen.queryByText('The company could not be created. Please try again.')).toBeNull();
  });

  it('asks to try again when the server failed without a reason', async () => {
    answer(getMyCompanies, []);
    answer(createCompany, refusal(500, 'INTERNAL', { message: 'Internal error' }));
    await show();
    fireEvent.change(await screen.findByLabelText(/Company name/), { target: { value: 'Northwind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The company could not be created. Please try again.',
    );
  });
});
