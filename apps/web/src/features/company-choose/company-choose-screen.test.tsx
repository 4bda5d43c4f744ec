import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCompany, getMyCompanies } from '@atrium/contract/companies';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';

serveApiInTests();

// Choosing a company swaps the session and starts the app over (auth-runtime.ts): that hand-over
// is what these tests watch, so it stays a stand-in; the company calls go over HTTP.
const runtime = vi.hoisted(() => ({ switchCompany: vi.fn(async () => {}) }));
vi.mock('../../auth/auth-runtime.ts', () => runtime);

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

beforeEach(() => {
  runtime.switchCompany.mockClear();
});

async function show() {
  const { CompanyChooseScreen } = await import('./company-choose-screen.tsx');
  return renderScreen(<CompanyChooseScreen />);
}

describe('CompanyChooseScreen', () => {
  it('lists my companies with their role and chooses one', async () => {
    answer(getMyCompanies, [
      { companyId: A, name: 'Demo Company', companyMemberId: A, role: 'OWNER' },
      { companyId: B, name: 'Other Company', companyMemberId: B, role: 'MEMBER' },
    ]);
    await show();
    const cards = await screen.findAllByTestId('company-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Owner')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Member')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open: Other Company' }));
    await waitFor(() => expect(runtime.switchCompany).toHaveBeenCalledWith(B));
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
    await show();
    fireEvent.change(await screen.findByLabelText(/Company name/), { target: { value: '  Northwind ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(runtime.switchCompany).toHaveBeenCalledWith(B));
    // The company's days start on the creator's clock.
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(created.map((request) => request.body)).toEqual([{ name: 'Northwind', timeZone }]);
  });

  it('shows the server refusal of the name on the field', async () => {
    answer(getMyCompanies, []);
    answer(
      createCompany,
      refusal(400, 'VALIDATION_FAILED', [{ path: 'body.name', message: 'must be 2 to 100 characters' }]),
    );
    await show();
    fireEvent.change(await screen.findByLabelText(/Company name/), { target: { value: 'Northwind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('The name must be 2 to 100 characters long.')).toBeInTheDocument();
    expect(runtime.switchCompany).not.toHaveBeenCalled();
  });
});
