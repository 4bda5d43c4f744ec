import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { inviteLinkPath } from './invite-link.ts';
import { NoCompanyCallout } from './no-company-callout.tsx';

const TOKEN = 'A'.repeat(43);

describe('inviteLinkPath', () => {
  it.each([
    [`https://atrium.example/respond-to-invite?token=${TOKEN}`, `/respond-to-invite?token=${TOKEN}`],
    [`/respond-to-invite?token=${TOKEN}`, `/respond-to-invite?token=${TOKEN}`],
    [`  ${TOKEN} `, `/respond-to-invite?token=${TOKEN}`],
    ['https://atrium.example/respond-to-invite', null],
    ['https://atrium.example/respond-to-invite?token=short', null],
    ['hello', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(inviteLinkPath(text)).toBe(expected);
  });
});

describe('NoCompanyCallout', () => {
  it('offers to create a company and opens a pasted invitation link', async () => {
    const { router } = await renderScreen(<NoCompanyCallout />, { path: '/account' });
    expect(screen.getByRole('link', { name: 'Create a company' }).getAttribute('href')).toBe(
      '/company-choose',
    );
    const input = screen.getByLabelText('Invitation link');
    fireEvent.change(input, { target: { value: 'not a link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open invitation' }));
    expect(await screen.findByText(/This is not an invitation link/)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: `https://mail.example/respond-to-invite?token=${TOKEN}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Open invitation' }));
    expect(router.state.location.pathname).toBe('/respond-to-invite');
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
  });
});
