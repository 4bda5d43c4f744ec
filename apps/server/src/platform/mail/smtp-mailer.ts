import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { neutraliseLinks, withoutSecrets } from './mail-text-safety.ts';
import type { MailLogger, MailMessage, Mailer } from './mailer.ts';

const SMTP_TIMEOUT_MS = 15_000;

/**
 * Sends through the SMTP server of SMTP_URL. The row is written QUEUED before the attempt, so a
 * crash mid-send still leaves a trace, and then marked SENT or FAILED (with the server's answer,
 * never the credentials of the URL). The row keeps the message with its secret links withheld:
 * only the recipient's mailbox holds them (docs/decisions/017).
 */
export function createSmtpMailer(options: {
  database: Database;
  smtpUrl: string;
  from: string;
  log: MailLogger;
}): Mailer {
  const { database, log } = options;
  const url = new URL(options.smtpUrl);
  url.searchParams.set('connectionTimeout', String(SMTP_TIMEOUT_MS));
  url.searchParams.set('greetingTimeout', String(SMTP_TIMEOUT_MS));
  url.searchParams.set('socketTimeout', String(SMTP_TIMEOUT_MS));
  const transport = nodemailer.createTransport(url.href, { from: options.from });
  return {
    driver: 'smtp',
    async send(message: MailMessage) {
      const subject = neutraliseLinks(message.subject);
      const [row] = await database.owner
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject,
          textBody: withoutSecrets(message.text, message.secrets),
          htmlBody: message.html === undefined ? null : withoutSecrets(message.html, message.secrets),
          status: 'QUEUED',
        })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      try {
        await transport.sendMail({
          to: message.to,
          subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (error) {
        const reason = smtpReason(error);
        await database.owner
          .update(mailOutbox)
          .set({ status: 'FAILED', error: reason })
          .where(eq(mailOutbox.id, id));
        log.error({ mailId: id, reason }, 'mail could not be sent');
        throw new Error(`mail could not be sent: ${reason}`, { cause: error });
      }
      await database.owner
        .update(mailOutbox)
        .set({ status: 'SENT', sentAt: new Date(), error: null })
        .where(eq(mailOutbox.id, id));
    },
    async close() {
      transport.close();
    },
  };
}

/** What the server said, without anything that could carry the URL's password. */
function smtpReason(error: unknown): string {
  if (error && typeof error === 'object') {
    const { responseCode, response, code } = error as {
      responseCode?: number;
      response?: string;
      code?: string;
    };
    if (response)
      return (
        response.startsWith(String(responseCode)) ? response : `${responseCode ?? ''} ${response}`.trim()
      ).slice(0, 500);
    if (code) return code;
  }
  return 'unknown error';
}
