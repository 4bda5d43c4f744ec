import { getMailOutbox, type OutboxMessage } from '@atrium/contract/mail';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, serveApiInTests } from '../../test/api-server.ts';

serveApiInTests();

const message: OutboxMessage = {
  id: '00000000-0000-4000-8000-00000000000a',
  to: 'nina@example.test',
  subject: 'Reset your password',
  text: 'Open this link: http://localhost:3000/oidc/reset/abc within one hour.',
  status: 'OUTBOX',
  error: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  sentAt: null,
};

async function show() {
  const { MailOutboxScreen } = await import('./mail-outbox-screen.tsx');
  return renderScreen(<MailOutboxScreen />);
}

describe('MailOutboxScreen', () => {
  it('lists messages and opens one with its link clickable', async () => {
    answer(getMailOutbox, { items: [message], total: 1 });
    await show();
    expect(await screen.findByText('Reset your password')).toBeInTheDocument();
    expect(screen.getByText('Kept (no mail server)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show message' }));
    const link = screen.getByRole('link', { name: 'http://localhost:3000/oidc/reset/abc' });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/oidc/reset/abc');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('asks the server for one recipient once typing pauses', async () => {
    const asked = answer(getMailOutbox, { items: [], total: 0 });
    await show();
    expect(await screen.findByText('No e-mail yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: ' Nina@Example.test ' } });
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!.query)).toEqual({
        page: '1',
        pageSize: '25',
        to: 'Nina@Example.test',
      }),
    );
  });
});
