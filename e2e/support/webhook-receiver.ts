import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/** The certificate a test's local webhook receiver serves, which the test servers trust. */
export interface ReceiverCertificate {
  cert: string;
  key: string;
}

/**
 * Makes the receiver's certificate before the servers start, and the environment that lets them
 * deliver to it: loopback endpoints allowed (tests only, decision 089) and the certificate trusted
 * beside whatever the machine already trusts.
 */
export async function prepareWebhookReceiver(): Promise<{
  certificate: ReceiverCertificate;
  env: Record<string, string>;
  /** Removes the trusted-certificates file once the servers have stopped. */
  remove: () => Promise<void>;
}> {
  const pems = await generate([{ name: 'commonName', value: 'atrium-e2e-webhook-receiver' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    days: 2,
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  } as never);
  const already = process.env['NODE_EXTRA_CA_CERTS'];
  const trusted = already ? `${await readFile(already, 'utf8').catch(() => '')}\n${pems.cert}` : pems.cert;
  const file = join(tmpdir(), `atrium-e2e-webhook-ca-${process.pid}.pem`);
  await writeFile(file, trusted);
  return {
    certificate: { cert: pems.cert, key: pems.private },
    env: { WEBHOOKS_ALLOW_LOOPBACK_ENDPOINTS: 'true', NODE_EXTRA_CA_CERTS: file },
    remove: () => rm(file, { force: true }),
  };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 answering every delivery 200 and keeping what it got. */
export async function startWebhookReceiver(
  certificate: ReceiverCertificate,
): Promise<{ url: string; received: ReceivedWebhook[]; stop: () => Promise<void> }> {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer(certificate, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('thanks');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/hooks/atrium`,
    received,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

/**
 * Whether a delivery carries the Standard Webhooks signature of `secret`: `v1,` and the base64
 * HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's bytes after `whsec_`.
 */
export function signedWith(secret: string, delivery: ReceivedWebhook): boolean {
  const id = String(delivery.headers['webhook-id'] ?? '');
  const timestamp = String(delivery.headers['webhook-timestamp'] ?? '');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${delivery.body}`).digest('base64');
  return String(delivery.headers['webhook-signature'] ?? '')
    .split(' ')
    .some((signature) => {
      const given = Buffer.from(signature.replace(/^v1,/, ''));
      const wanted = Buffer.from(expected);
      return given.length === wanted.length && timingSafeEqual(given, wanted);
    });
}
