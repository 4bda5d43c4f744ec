import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

export interface MailSink {
  /** `smtp://…` for the server's SMTP_URL. */
  url: string;
  /** The first link matching `pattern` in the newest message to `to` that has one; waits for it. */
  linkTo(to: string, pattern: RegExp): Promise<string>;
  close(): Promise<void>;
}

interface Received {
  to: string[];
  text: string;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read the links of a message. */
function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A local SMTP server that keeps what it is sent, so that a scenario can follow the links of
 * invitation and confirmation mail the way their recipient would, whatever the outbox keeps.
 */
export async function startMailSink(): Promise<MailSink> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          text: readable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    linkTo(to, pattern) {
      const newest = () => {
        for (const message of [...received].reverse()) {
          if (!message.to.includes(to.toLowerCase())) continue;
          const link = message.text
            .match(/https?:\/\/[^\s"<>]+/g)
            ?.find((candidate) => pattern.test(candidate));
          if (link) return link;
        }
        return undefined;
      };
      return vi.waitUntil(newest, { timeout: 20_000, interval: 200 }).catch(() => {
        throw new Error(`No message to ${to} with a link like ${pattern}`);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
