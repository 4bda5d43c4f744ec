import type { Database } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { MailLogger, MailMessage, Mailer } from './mailer.ts';

/**
 * No mail server: the outbox row is the delivery (a SUPERADMIN reads it in the app). In
 * development the message is also logged, so reset and invitation links are one glance away.
 */
export function createOutboxMailer(options: {
  database: Database;
  logMessages: boolean;
  log: MailLogger;
}): Mailer {
  const { database, logMessages, log } = options;
  return {
    driver: 'outbox',
    async send(message: MailMessage) {
      const [row] = await database.owner
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          status: 'OUTBOX',
        })
        .returning({ id: mailOutbox.id });
      if (logMessages) {
        log.info(
          { mailId: row?.id, mailTo: message.to, mailSubject: message.subject, mailText: message.text },
          'mail kept in the outbox (SMTP_URL is not set)',
        );
      }
    },
    async close() {},
  };
}
