import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { WITHHELD } from './mail-text-safety.ts';
import { createMailer, defaultFromAddress, type MailLogger } from './mailer.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

function recordingLog() {
  const lines: Array<{ level: string; details: object; message: string }> = [];
  const log: MailLogger = {
    info: (details, message) => void lines.push({ level: 'info', details, message }),
    warn: (details, message) => void lines.push({ level: 'warn', details, message }),
    error: (details, message) => void lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

let database: TestDatabase;
let server: SMTPServer;
let port = 0;
const received: Received[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      // A mailbox the server refuses, for the FAILED path.
      if (address.address.startsWith('nobody@')) {
        const error = new Error('mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.dispose();
});

const rowsTo = (to: string) => database.owner.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

describe('SMTP driver', () => {
  it('delivers to the SMTP server and records SENT', async () => {
    const { log } = recordingLog();
    const mailer = createMailer({
      database,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: defaultFromAddress('https://atrium.example'),
      keepLinksReadable: false,
      log,
    });
    try {
      expect(mailer.driver).toBe('smtp');
      await mailer.send({
        to: 'person@example.test',
        subject: 'Reset your password',
        text: 'Open https://atrium.example/reset?t=1',
        html: '<p>Open the link</p>',
      });
    } finally {
      await mailer.close();
    }
    const delivery = received.find((mail) => mail.to.includes('person@example.test'));
    expect(delivery?.from).toBe('no-reply@atrium.example');
    expect(delivery?.raw).toContain('Subject: Reset your password');
    expect(delivery?.raw).toContain('https://atrium.example/reset?t=1');
    expect(delivery?.raw).toContain('text/html');
    const [row] = await rowsTo('person@example.test');
    expect(row).toMatchObject({ status: 'SENT', subject: 'Reset your password', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('records FAILED with the server answer and rejects when the server refuses', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({
      database,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Atrium <no-reply@atrium.example>',
      keepLinksReadable: false,
      log,
    });
    try {
      await expect(mailer.send({ to: 'nobody@example.test', subject: 'Hi', text: 'x' })).rejects.toThrow(
        /mail could not be sent/,
      );
    } finally {
      await mailer.close();
    }
    const [row] = await rowsTo('nobody@example.test');
    expect(row?.status).toBe('FAILED');
    expect(row?.error).toContain('550');
    expect(row?.error).toMatch(/^550 /);
    expect(row?.sentAt).toBeNull();
    expect(lines.some((line) => line.level === 'error')).toBe(true);
  });

  it('records FAILED when no server answers', async () => {
    const { log } = recordingLog();
    // Port 1 on loopback: nothing listens there.
    const mailer = createMailer({
      database,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'a@b.test',
      keepLinksReadable: false,
      log,
    });
    await expect(mailer.send({ to: 'unreachable@example.test', subject: 'Hi', text: 'x' })).rejects.toThrow();
    await mailer.close();
    const [row] = await rowsTo('unreachable@example.test');
    expect(row?.status).toBe('FAILED');
    expect(row?.error).toMatch(/^E[A-Z]+$/);
  });
});

describe('outbox driver', () => {
  const resetLink = `https://atrium.example/oidc/reset/${'A'.repeat(43)}?lang=en`;

  it('V14.2.2 keeps the message as an OUTBOX row with its secret links withheld, and logs no body', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ database, smtpUrl: null, from: 'a@b.test', keepLinksReadable: false, log });
    expect(mailer.driver).toBe('outbox');
    expect(lines[0]).toMatchObject({ level: 'warn' });
    expect(lines[0]?.message).toContain('SMTP_URL is not set');
    await mailer.send({
      to: 'outbox@example.test',
      subject: 'Reset your password',
      text: `Open this link:\n${resetLink}`,
      html: `<a href="${resetLink.replace('?', '?')}">Reset</a>`,
      secrets: [resetLink],
    });
    const [row] = await rowsTo('outbox@example.test');
    expect(row).toMatchObject({ status: 'OUTBOX', subject: 'Reset your password' });
    expect(row?.textBody).toBe(`Open this link:\n${WITHHELD}`);
    expect(row?.htmlBody).not.toContain('A'.repeat(43));
    expect(JSON.stringify(lines)).not.toContain('A'.repeat(43));
    expect(lines.at(-1)).toMatchObject({ level: 'warn', message: 'mail not delivered: SMTP_URL is not set' });
  });

  it('V14.2.2 withholds a token link even when the sender did not declare it', async () => {
    const { log } = recordingLog();
    const mailer = createMailer({ database, smtpUrl: null, from: 'a@b.test', keepLinksReadable: false, log });
    const invite = `https://atrium.example/respond-to-invite?token=${'b'.repeat(43)}`;
    await mailer.send({ to: 'undeclared@example.test', subject: 'Invitation', text: `Join: ${invite}` });
    const [row] = await rowsTo('undeclared@example.test');
    expect(row?.textBody).toBe(`Join: ${WITHHELD}`);
  });

  it('keeps links readable on a developer machine only, still logging no body', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ database, smtpUrl: null, from: 'a@b.test', keepLinksReadable: true, log });
    await mailer.send({
      to: 'developer@example.test',
      subject: 'Reset',
      text: `Open ${resetLink}`,
      html: '<b>T</b>',
      secrets: [resetLink],
    });
    const [row] = await rowsTo('developer@example.test');
    expect(row).toMatchObject({ status: 'OUTBOX', textBody: `Open ${resetLink}`, htmlBody: '<b>T</b>' });
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(0);
    expect(JSON.stringify(lines)).not.toContain(resetLink);
  });

  it('V14.2.2 the SMTP driver delivers the secret link but stores the row without it', async () => {
    const { log } = recordingLog();
    const mailer = createMailer({
      database,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'a@b.test',
      keepLinksReadable: true,
      log,
    });
    try {
      await mailer.send({
        to: 'smtp-secret@example.test',
        subject: 'Reset',
        text: resetLink,
        secrets: [resetLink],
      });
    } finally {
      await mailer.close();
    }
    const delivered = received.find((mail) => mail.to.includes('smtp-secret@example.test'))?.raw ?? '';
    // Quoted-printable wraps long lines with a soft break (=CRLF).
    expect(delivered.replaceAll('=\r\n', '').replaceAll('=3D', '=')).toContain(resetLink);
    const [row] = await rowsTo('smtp-secret@example.test');
    expect(row).toMatchObject({ status: 'SENT', textBody: WITHHELD });
  });

  it('V1.3.11 neutralises links in subjects, which may carry a company name typed by anyone', async () => {
    const { log } = recordingLog();
    const mailer = createMailer({ database, smtpUrl: null, from: 'a@b.test', keepLinksReadable: false, log });
    await mailer.send({
      to: 'phish@example.test',
      subject: 'You are invited to join Login at https://evil.example/x or www.evil.example on Atrium',
      text: 'x',
    });
    const [row] = await rowsTo('phish@example.test');
    expect(row?.subject).toBe(
      'You are invited to join Login at https[:]//evil[.]example/x or www[.]evil[.]example on Atrium',
    );
  });
});
