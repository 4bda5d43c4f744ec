import type { Database } from '../../db/database.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** One e-mail. `text` is always sent; `html` is the optional rich alternative. */
export interface MailMessage {
  to: string;
  /** Links in it are neutralised on sending: subjects may carry user-typed names. */
  subject: string;
  text: string;
  html?: string;
  /**
   * Parts only the recipient may read (reset, confirmation and invitation links). Delivered, but
   * withheld from every stored copy and log; see docs/decisions/017.
   */
  secrets?: readonly string[];
}

/**
 * How the product sends mail (`app.platform.mail`). Every message leaves a mail_outbox row:
 * SENT/FAILED with SMTP, OUTBOX without it. The row keeps the message with its secrets withheld,
 * except on a developer's machine without SMTP (docs/decisions/017).
 */
export interface Mailer {
  /** Rejects when SMTP refuses the message (the FAILED row is written first). */
  send(message: MailMessage): Promise<void>;
  readonly driver: 'smtp' | 'outbox';
  close(): Promise<void>;
}

export interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface CreateMailerOptions {
  database: Database;
  smtpUrl: string | null;
  /** From address; defaults to no-reply@<PUBLIC_URL host>. */
  from: string;
  /**
   * Only on a developer's machine (`npm run dev`): the outbox keeps links readable, so the local
   * developer can follow them from the outbox screen. Never with SMTP, never logged.
   */
  keepLinksReadable: boolean;
  log: MailLogger;
}

/** SMTP when SMTP_URL is set, otherwise the database outbox. */
export function createMailer(options: CreateMailerOptions): Mailer {
  if (options.smtpUrl) return createSmtpMailer({ ...options, smtpUrl: options.smtpUrl });
  if (!options.keepLinksReadable) {
    // Said once at start, and again for each message: nobody can follow those links.
    options.log.warn(
      {},
      'SMTP_URL is not set: e-mail is not delivered. Confirmation, password reset and invitation links ' +
        'reach nobody until SMTP_URL is configured (docs/operations.md).',
    );
  }
  return createOutboxMailer(options);
}

/** A plausible sender for a deployment that configured none. */
export function defaultFromAddress(publicUrl: string): string {
  return `Atrium <no-reply@${new URL(publicUrl).hostname}>`;
}
