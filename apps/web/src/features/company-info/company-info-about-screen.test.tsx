import { getCompanyImageFile, removeCompanyThumbnail } from '@atrium/contract/company-files';
import {
  getCompanyProfile,
  updateCompanyProfile,
  type CompanyProfile,
} from '@atrium/contract/company-profile';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentCompany } from '@atrium/contract/companies';
import { operationKey } from '../../api/operation-key.ts';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { claims } from '../../test/test-router.ts';
import { validateAbout, type AboutValues } from './about/about-validation.ts';
import { createTestI18n } from '../../test/test-i18n.ts';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

serveApiInTests();

const png = () => new Response(new Blob(['png']), { status: 200, headers: { 'content-type': 'image/png' } });

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

afterEach(() => session.clear());

async function show() {
  const { CompanyInfoAboutScreen } = await import('./company-info-about-screen.tsx');
  return renderScreen(<CompanyInfoAboutScreen />);
}

describe('validateAbout', () => {
  it('accepts empty optional fields and good values', async () => {
    const validate = validateAbout((await createTestI18n()).t);
    expect(validate(valid)).toEqual({});
    expect(
      validate({
        ...valid,
        countryCode: 'MK',
        website: 'https://acme.mk',
        contactEmail: 'info@acme.mk',
      }),
    ).toEqual({});
  });

  it('names each wrong field, with the limits of the contract', async () => {
    const errors = validateAbout((await createTestI18n()).t)({
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
    expect(errors.website).toBe('Enter a full address starting with http:// or https://.');
    expect(errors.description).toBe('Use at most 2000 characters.');
    expect(errors.name).toBe('Enter a name of 2 to 100 characters.');
  });
});

describe('CompanyInfoAboutScreen', () => {
  it('shows the logo through the authorized client, as an object URL', async () => {
    session.set(claims({ roles: [] }));
    const path = '/api/Companies/company-images/file?kind=thumbnail&v=1';
    answer(getCompanyProfile, { ...profile, thumbnailUrl: path });
    const images = answer(getCompanyImageFile, png());
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    await show();
    const logo = await screen.findByRole('img', { name: 'Logo of Demo Company' });
    expect(logo.getAttribute('src')).toBe('blob:logo');
    expect(Object.fromEntries(images[0]!.query)).toEqual({ kind: 'thumbnail', v: '1' });
  });

  it('shows a member the page without any edit control', async () => {
    session.set(claims({ roles: [] }));
    answer(getCompanyProfile, profile);
    await show();
    expect(await screen.findByRole('heading', { name: 'Demo Company' })).toBeInTheDocument();
    expect(screen.getByText('We build things.')).toBeInTheDocument();
    expect(screen.getByText('North Macedonia (Северна Македонија)')).toBeInTheDocument();
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
    answer(getCompanyProfile, profile);
    const saves = answer(updateCompanyProfile, profile);
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'demo.example' } });
    fireEvent.change(screen.getByLabelText('Contact e-mail'), { target: { value: 'nobody@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name of 2 to 100 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a full address starting with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('saves trimmed values, empty ones as null, and updates the header name', async () => {
    session.set(claims({ roles: ['ADMIN'] }));
    const saved = { ...profile, name: 'Demo Co', address: null };
    answer(getCompanyProfile, profile);
    const saves = answer(updateCompanyProfile, saved);
    const { queryClient } = await show();
    queryClient.setQueryData(operationKey(getCurrentCompany), { name: 'Demo Company' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: '  Demo Co ' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The header shows the cached current company's name.
    await waitFor(() =>
      expect(queryClient.getQueryData(operationKey(getCurrentCompany))).toEqual({ name: 'Demo Co' }),
    );
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toEqual({
      name: 'Demo Co',
      description: 'We build things.',
      address: null,
      countryCode: 'MK',
      website: 'https://demo.example',
      contactEmail: 'hello@demo.test',
    });
    // Back to the page, showing what the server answered.
    expect(await screen.findByRole('heading', { name: 'Demo Co' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Address')).toBeNull();
  });

  it('removes the logo in edit mode and shows the page as the server has it then', async () => {
    session.set(claims({ roles: ['OWNER'] }));
    const path = '/api/Companies/company-images/file?kind=thumbnail&v=1';
    answer(getCompanyImageFile, png());
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    const removals = answer(removeCompanyThumbnail, { thumbnail: null, cover: null });
    answer(getCompanyProfile, () => ({ ...profile, thumbnailUrl: removals.length > 0 ? null : path }));
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Logo and cover' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove cover' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull());
  });

  it('puts the fields the server refused under their inputs', async () => {
    session.set(claims({ roles: ['OWNER'] }));
    answer(getCompanyProfile, profile);
    answer(
      updateCompanyProfile,
      refusal(400, 'VALIDATION_FAILED', [
        { path: 'body.website', message: 'must be an http:// or https:// address' },
      ]),
    );
    const { queryClient } = await show();
    queryClient.setQueryData(operationKey(getCurrentCompany), { name: 'Demo Company' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a full address starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(queryClient.getQueryData(operationKey(getCurrentCompany))).toEqual({ name: 'Demo Company' });
    expect(screen.getByLabelText(/Company name/)).toBeInTheDocument();
  });
});
