import type { Database } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { neutraliseLinks, withoutSecrets } from './mail-text-safety.ts';
import type { MailLogger, MailMessage, Mailer } from './mailer.ts';

/**
 * No mail server: the message is kept as an OUTBOX row a SUPERADMIN sees, with its secret links
 * withheld — a SUPERADMIN must not be able to follow someone else's reset link. Only on a
 * developer's machine (keepLinksReadable) does the row keep them, for the local developer to
 * follow. Nothing of the body is ever logged. See docs/decisions/017.
 */
export function createOutboxMailer(options: {
  database: Database;
  keepLinksReadable: boolean;
  log: MailLogger;
}): Mailer {
  const { database, keepLinksReadable, log } = options;
  const stored = (text: string, secrets: readonly string[] | undefined) =>
    keepLinksReadable ? text : withoutSecrets(text, secrets);
  return {
    driver: 'outbox',
    async send(message: MailMessage) {
      const [row] = await database.owner
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: neutraliseLinks(message.subject),
          textBody: stored(message.text, message.secrets),
          htmlBody: message.html === undefined ? null : stored(message.html, message.secrets),
          status: 'OUTBOX',
        })
        .returning({ id: mailOutbox.id });
      if (keepLinksReadable) {
        log.info({ mailId: row?.id }, 'mail kept in the outbox (SMTP_URL is not set)');
      } else {
        log.warn({ mailId: row?.id }, 'mail not delivered: SMTP_URL is not set');
      }
    },
    async close() {},
  };
}
