import { describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../platform/mail/mailer.ts';
import { sendChannelMessage, type ChannelMessage } from './send-channel.ts';

function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, driver: 'outbox', send: async (message) => void sent.push(message), close: async () => {} };
}

const invitation: ChannelMessage = {
  channel: 'email',
  userId: 'u',
  companyId: 'c',
  email: 'ana@example.test',
  language: 'en',
  kind: 'invitation.received',
  title: 'Invitation to Acme',
  body: 'Ivo invited you to join Acme.',
  companyName: 'Acme',
  link: '/respond-to-invite?token=abc',
  urgent: false,
  secretLink: true,
};

describe('a notification e-mail', () => {
  it('declares a secret link secret, so stored copies withhold it even when it looks harmless', async () => {
    const mail = capturingMailer();
    await sendChannelMessage(invitation, { mail, push: null, publicUrl: 'https://atrium.example/' });
    expect(mail.sent).toEqual([
      expect.objectContaining({
        to: 'ana@example.test',
        subject: 'Invitation to Acme',
        secrets: ['https://atrium.example/respond-to-invite?token=abc'],
      }),
    ]);
    expect(mail.sent[0]!.text).toContain('https://atrium.example/respond-to-invite?token=abc');
  });

  it('declares nothing for an ordinary link, and sends nothing without an address', async () => {
    const mail = capturingMailer();
    const { secretLink: _, ...ordinary } = invitation;
    await sendChannelMessage(
      { ...ordinary, link: '/current-company-info/about' },
      {
        mail,
        push: null,
        publicUrl: 'https://atrium.example',
      },
    );
    expect(mail.sent[0]).not.toHaveProperty('secrets');
    await sendChannelMessage({ ...invitation, email: null }, { mail, push: null, publicUrl: 'https://x' });
    expect(mail.sent).toHaveLength(1);
  });
});
