import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
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
      logMessages: false,
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
      logMessages: false,
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
      logMessages: false,
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
  it('keeps the message as an OUTBOX row and logs it in development', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ database, smtpUrl: null, from: 'a@b.test', logMessages: true, log });
    expect(mailer.driver).toBe('outbox');
    await mailer.send({ to: 'outbox@example.test', subject: 'Invitation', text: 'Join: http://x/invite/1' });
    const [row] = await rowsTo('outbox@example.test');
    expect(row).toMatchObject({
      status: 'OUTBOX',
      subject: 'Invitation',
      textBody: 'Join: http://x/invite/1',
      htmlBody: null,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.details).toMatchObject({ mailText: 'Join: http://x/invite/1' });
  });

  it('does not log the message outside development', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ database, smtpUrl: null, from: 'a@b.test', logMessages: false, log });
    await mailer.send({ to: 'quiet@example.test', subject: 'S', text: 'T', html: '<b>T</b>' });
    expect(lines).toHaveLength(0);
    const [row] = await rowsTo('quiet@example.test');
    expect(row).toMatchObject({ status: 'OUTBOX', htmlBody: '<b>T</b>' });
  });
});
