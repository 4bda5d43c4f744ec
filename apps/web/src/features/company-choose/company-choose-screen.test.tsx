import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderScreen } from '../../api/test-providers.tsx';
import { companyNameError } from './company-name-validation.ts';

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
const runtime = vi.hoisted(() => ({ switchCompany: vi.fn(async () => {}) }));
vi.mock('../../api/client.ts', () => api);
vi.mock('../../auth/auth-runtime.ts', () => runtime);

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

function answer(handlers: Record<string, (input: { body?: unknown }) => unknown>) {
  api.callOperation.mockImplementation(async (op: { operationId: string }, input: { body?: unknown }) => {
    const handler = handlers[op.operationId];
    if (!handler) throw new Error(`unexpected ${op.operationId}`);
    return handler(input ?? {});
  });
}

beforeEach(() => {
  api.callOperation.mockReset();
  runtime.switchCompany.mockClear();
});

async function show() {
  const { CompanyChooseScreen } = await import('./company-choose-screen.tsx');
  return renderScreen(<CompanyChooseScreen />);
}

describe('companyNameError', () => {
  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    [' a ', 'validation.companyNameLength'],
    ['x'.repeat(101), 'validation.companyNameLength'],
    ['Ab', null],
    [`  ${'x'.repeat(100)}  `, null],
  ])('%j → %s', (name, expected) => {
    expect(companyNameError(name)).toBe(expected);
  });
});

describe('CompanyChooseScreen', () => {
  it('lists my companies with their role and chooses one', async () => {
    answer({
      companies_GetMyCompanies: () => [
        { companyId: A, name: 'Demo Company', companyMemberId: A, role: 'OWNER' },
        { companyId: B, name: 'Other Company', companyMemberId: B, role: 'MEMBER' },
      ],
    });
    await show();
    const cards = await screen.findAllByTestId('company-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Owner')).toBeTruthy();
    expect(within(cards[1]!).getByText('Member')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open: Other Company' }));
    await waitFor(() => expect(runtime.switchCompany).toHaveBeenCalledWith(B));
  });

  it('says so when there is no company yet', async () => {
    answer({ companies_GetMyCompanies: () => [] });
    await show();
    expect(await screen.findByText(/not a member of any company yet/)).toBeTruthy();
  });

  it('validates the name before calling the server', async () => {
    answer({ companies_GetMyCompanies: () => [] });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: ' x ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('The name must be 2 to 100 characters long.')).toBeTruthy();
    expect(api.callOperation).toHaveBeenCalledTimes(1);
  });

  it('creates the company with the trimmed name and then chooses it', async () => {
    const created: unknown[] = [];
    answer({
      companies_GetMyCompanies: () => [],
      companies_CreateCompany: ({ body }) => {
        created.push(body);
        return { companyId: B, name: 'Northwind', modules: [] };
      },
    });
    await show();
    fireEvent.change(await screen.findByLabelText(/Company name/), { target: { value: '  Northwind ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(runtime.switchCompany).toHaveBeenCalledWith(B));
    expect(created).toEqual([{ name: 'Northwind' }]);
  });

  it('shows the server refusal of the name on the field', async () => {
    answer({
      companies_GetMyCompanies: () => [],
      companies_CreateCompany: () => {
        throw new ApiError({
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'x',
          fields: [{ path: 'body.name', message: 'must be 2 to 100 characters' }],
        });
      },
    });
    await show();
    fireEvent.change(await screen.findByLabelText(/Company name/), { target: { value: 'Northwind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('The name must be 2 to 100 characters long.')).toBeTruthy();
    expect(runtime.switchCompany).not.toHaveBeenCalled();
  });
});
