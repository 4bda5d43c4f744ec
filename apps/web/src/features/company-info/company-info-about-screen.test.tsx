import type { CompanyProfile } from '@atrium/contract/company-profile';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { claims } from '../../test/test-router.ts';
import { validateAbout, type AboutValues } from './about/about-validation.ts';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
const shell = vi.hoisted(() => ({ setCurrentCompanyName: vi.fn(), useCurrentCompanyName: () => null }));
const runtime = vi.hoisted(() => ({ authorizedFetch: vi.fn() }));
vi.mock('../../api/client.ts', () => api);
vi.mock('../../auth/auth-runtime.ts', () => runtime);
vi.mock('../../app/shell/current-company-name.ts', () => shell);

const profile: CompanyProfile = {
  companyId: '00000000-0000-4000-8000-000000000001',
  name: 'Demo Company',
  description: 'We build things.',
  address: 'Partizanska 1, Skopje',
  country: { countryIsoCode: 'MK', countryName: 'North Macedonia', countryNativeName: 'Северна Македонија' },
  website: 'https://demo.example',
  contactEmail: 'hello@demo.test',
  thumbnailUrl: null,
  coverUrl: null,
  updatedAt: '2026-01-15T10:00:00.000Z',
};

const valid: AboutValues = {
  name: 'Acme',
  description: '',
  address: '',
  countryCode: null,
  website: '',
  contactEmail: '',
};

beforeEach(() => {
  api.callOperation.mockReset();
  shell.setCurrentCompanyName.mockReset();
});
afterEach(() => session.clear());

async function show() {
  const { CompanyInfoAboutScreen } = await import('./company-info-about-screen.tsx');
  return renderScreen(<CompanyInfoAboutScreen />);
}

describe('validateAbout', () => {
  it('accepts empty optional fields and good values', () => {
    expect(validateAbout(valid)).toEqual({});
    expect(
      validateAbout({
        ...valid,
        countryCode: 'MK',
        website: 'https://acme.mk',
        contactEmail: 'info@acme.mk',
      }),
    ).toEqual({});
  });

  it('names each wrong field', () => {
    const errors = validateAbout({
      name: ' a ',
      description: 'x'.repeat(2001),
      address: 'y'.repeat(301),
      countryCode: 'XX',
      website: 'acme.mk',
      contactEmail: 'info@',
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'contactEmail', 'countryCode', 'description', 'name', 'website'].sort(),
    );
    expect(errors.website?.key).toBe('companyInfo.about.validation.website');
  });
});

describe('CompanyInfoAboutScreen', () => {
  it('shows the logo through the authorized client, as an object URL', async () => {
    session.set(claims({ roles: [] }));
    const path = '/api/Companies/company-images/file?kind=thumbnail&v=1';
    api.callOperation.mockResolvedValueOnce({ ...profile, thumbnailUrl: path });
    runtime.authorizedFetch.mockResolvedValueOnce(new Response(new Blob(['png']), { status: 200 }));
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    await show();
    const logo = await screen.findByRole('img', { name: 'Logo of Demo Company' });
    expect(logo.getAttribute('src')).toBe('blob:logo');
    expect(runtime.authorizedFetch).toHaveBeenCalledWith(path, expect.anything());
  });

  it('shows a member the page without any edit control', async () => {
    session.set(claims({ roles: [] }));
    api.callOperation.mockResolvedValueOnce(profile);
    await show();
    expect(await screen.findByRole('heading', { name: 'Demo Company' })).toBeTruthy();
    expect(screen.getByText('We build things.')).toBeTruthy();
    expect(screen.getByText('North Macedonia (Северна Македонија)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'demo.example' }).getAttribute('href')).toBe(
      'https://demo.example',
    );
    expect(screen.getByRole('link', { name: 'hello@demo.test' }).getAttribute('href')).toBe(
      'mailto:hello@demo.test',
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows the messages and sends nothing while the form is invalid', async () => {
    session.set(claims({ roles: ['OWNER'] }));
    api.callOperation.mockResolvedValueOnce(profile);
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'demo.example' } });
    fireEvent.change(screen.getByLabelText('Contact e-mail'), { target: { value: 'nobody@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name of 2 to 100 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a full address starting with http:// or https://.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(api.callOperation).toHaveBeenCalledTimes(1);
  });

  it('saves trimmed values, empty ones as null, and updates the header name', async () => {
    session.set(claims({ roles: ['ADMIN'] }));
    const saved = { ...profile, name: 'Demo Co', address: null };
    api.callOperation.mockResolvedValueOnce(profile).mockResolvedValueOnce(saved);
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: '  Demo Co ' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shell.setCurrentCompanyName).toHaveBeenCalledWith('Demo Co'));
    const [op, input] = api.callOperation.mock.calls[1] as [{ operationId: string }, { body: unknown }];
    expect(op.operationId).toBe('companies_UpdateCompanyProfile');
    expect(input.body).toEqual({
      name: 'Demo Co',
      description: 'We build things.',
      address: null,
      countryCode: 'MK',
      website: 'https://demo.example',
      contactEmail: 'hello@demo.test',
    });
    // Back to the page, showing what the server answered.
    expect(await screen.findByRole('heading', { name: 'Demo Co' })).toBeTruthy();
    expect(screen.queryByLabelText('Address')).toBeNull();
  });

  it('removes the logo in edit mode and shows the page as the server has it then', async () => {
    session.set(claims({ roles: ['OWNER'] }));
    const path = '/api/Companies/company-images/file?kind=thumbnail&v=1';
    runtime.authorizedFetch.mockResolvedValue(new Response(new Blob(['png']), { status: 200 }));
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    api.callOperation.mockImplementation(async (op: { operationId: string }) => {
      if (op.operationId === 'companies_RemoveThumbnail') return { thumbnail: null, cover: null };
      const removed = api.callOperation.mock.calls.some(
        ([called]) => (called as { operationId: string }).operationId === 'companies_RemoveThumbnail',
      );
      return { ...profile, thumbnailUrl: removed ? null : path };
    });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Logo and cover' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove cover' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull());
  });

  it('puts the fields the server refused under their inputs', async () => {
    session.set(claims({ roles: ['OWNER'] }));
    api.callOperation.mockResolvedValueOnce(profile).mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid.',
        fields: [{ path: 'body.website', message: 'must be an http:// or https:// address' }],
      }),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a full address starting with http:// or https://.')).toBeTruthy();
    expect(shell.setCurrentCompanyName).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Company name/)).toBeTruthy();
  });
});
