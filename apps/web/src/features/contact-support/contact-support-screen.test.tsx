import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createSupportMessage, getSupportInfo } from '@atrium/contract/support';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { claims } from '../../test/test-router.ts';
import { validateSupport } from './support-validation.ts';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

serveApiInTests();

afterEach(() => session.clear());

async function show() {
  const { ContactSupportScreen } = await import('./contact-support-screen.tsx');
  return renderScreen(<ContactSupportScreen />);
}

describe('validateSupport', () => {
  it('names the subject and the message by the API rules', () => {
    expect(validateSupport({ subject: 'Help', message: 'It does not work.', includeCompany: false })).toEqual(
      {},
    );
    expect(
      Object.keys(validateSupport({ subject: 'a\nb', message: 'short', includeCompany: false })),
    ).toEqual(['subject', 'message']);
  });
});

describe('ContactSupportScreen', () => {
  it('says where messages go, refuses an invalid form, and sends nothing', async () => {
    session.set(claims({}));
    answer(getSupportInfo, { supportEmail: 'help@atrium.example' });
    const sent = answer(createSupportMessage, refusal(500, 'INTERNAL'));
    await show();
    expect((await screen.findByTestId('support-destination')).textContent).toBe(
      'Your message goes to help@atrium.example.',
    );
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Enter a subject of 3 to 150 characters, on one line.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a message of 10 to 5000 characters.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the message with the company and confirms', async () => {
    session.set(claims({}));
    answer(getSupportInfo, { supportEmail: null });
    const sent = answer(createSupportMessage, {
      messageId: '00000000-0000-4000-8000-000000000009',
      createdAt: '2026-01-15T10:00:00.000Z',
      delivery: 'STORED',
    });
    await show();
    expect((await screen.findByTestId('support-destination')).textContent).toMatch(
      /No support e-mail address/,
    );
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: ' Export broken ' } });
    fireEvent.change(screen.getByLabelText(/Message/), {
      target: { value: 'The export button does nothing.' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Include my company/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you, your message was sent')).toBeInTheDocument();
    expect(screen.getByText(/stored in Atrium/)).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({
      subject: 'Export broken',
      message: 'The export button does nothing.',
      includeCompany: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('offers no company box without a company, and explains the rate limit', async () => {
    session.set(claims({ companyId: null, companyMemberId: null }));
    answer(getSupportInfo, { supportEmail: null });
    const sent = answer(createSupportMessage, refusal(429, 'RATE_LIMITED'));
    await show();
    await screen.findByTestId('support-destination');
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Again me' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Still no company for me.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/several messages in a short time/);
    await waitFor(() => expect((sent[0]!.body as { includeCompany: boolean }).includeCompany).toBe(false));
  });
});
