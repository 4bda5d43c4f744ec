import type { Database } from '../../db/database.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** One e-mail. `text` is always sent; `html` is the optional rich alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * How the product sends mail (`app.platform.mail`). Every message leaves a mail_outbox row:
 * SENT/FAILED with SMTP, OUTBOX (the row is the delivery) without it.
 */
export interface Mailer {
  /** Rejects when SMTP refuses the message (the FAILED row is written first). */
  send(message: MailMessage): Promise<void>;
  readonly driver: 'smtp' | 'outbox';
  close(): Promise<void>;
}

export interface MailLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface CreateMailerOptions {
  database: Database;
  smtpUrl: string | null;
  /** From address; defaults to no-reply@<PUBLIC_URL host>. */
  from: string;
  /** In development the outbox driver writes each message (links included) to the log. */
  logMessages: boolean;
  log: MailLogger;
}

/** SMTP when SMTP_URL is set, otherwise the database outbox. */
export function createMailer(options: CreateMailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer({ ...options, smtpUrl: options.smtpUrl })
    : createOutboxMailer(options);
}

/** A plausible sender for a deployment that configured none. */
export function defaultFromAddress(publicUrl: string): string {
  return `Atrium <no-reply@${new URL(publicUrl).hostname}>`;
}
