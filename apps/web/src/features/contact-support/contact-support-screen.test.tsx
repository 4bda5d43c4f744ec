import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { claims } from '../../test/test-router.ts';
import { validateSupport } from './support-validation.ts';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('../../api/client.ts', () => api);

/** Answers by operation, so the order the screen asks in does not matter. */
function answer(byOperation: Record<string, (input: { body?: unknown }) => unknown>) {
  api.callOperation.mockImplementation(async (op: { operationId: string }, input: { body?: unknown }) => {
    const reply = byOperation[op.operationId];
    if (!reply) throw new Error(`unexpected ${op.operationId}`);
    return reply(input);
  });
}

const sentCalls = () =>
  api.callOperation.mock.calls.filter(
    ([op]) => (op as { operationId: string }).operationId === 'support_CreateMessage',
  );

beforeEach(() => {
  api.callOperation.mockReset();
});
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
    answer({ support_GetSupportInfo: () => ({ supportEmail: 'help@atrium.example' }) });
    await show();
    expect((await screen.findByTestId('support-destination')).textContent).toBe(
      'Your message goes to help@atrium.example.',
    );
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a subject of 3 to 150 characters, on one line.')).toBeTruthy();
    expect(screen.getByText('Enter a message of 10 to 5000 characters.')).toBeTruthy();
    expect(sentCalls()).toHaveLength(0);
  });

  it('sends the message with the company and confirms', async () => {
    session.set(claims({}));
    answer({
      support_GetSupportInfo: () => ({ supportEmail: null }),
      support_CreateMessage: () => ({
        messageId: '00000000-0000-4000-8000-000000000009',
        createdAt: '2026-01-15T10:00:00.000Z',
        delivery: 'STORED',
      }),
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
    expect(await screen.findByText('Thank you, your message was sent')).toBeTruthy();
    expect(screen.getByText(/stored in Atrium/)).toBeTruthy();
    expect((sentCalls()[0]![1] as { body: unknown }).body).toEqual({
      subject: 'Export broken',
      message: 'The export button does nothing.',
      includeCompany: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('offers no company box without a company, and explains the rate limit', async () => {
    session.set(claims({ companyId: null, companyMemberId: null }));
    answer({
      support_GetSupportInfo: () => ({ supportEmail: null }),
      support_CreateMessage: () => {
        throw new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Too many' });
      },
    });
    await show();
    await screen.findByTestId('support-destination');
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Again me' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Still no company for me.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/several messages in a short time/);
    await waitFor(() =>
      expect((sentCalls()[0]![1] as { body: { includeCompany: boolean } }).body.includeCompany).toBe(false),
    );
  });
});
