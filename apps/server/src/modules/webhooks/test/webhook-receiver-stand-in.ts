import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { trustStandInCertificate } from '../webhook-sender.ts';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver on this machine for tests: https with a certificate made for the test (trusted by
 * the sender from then on), answering every delivery with `status`.
 */
export class WebhookReceiverStandIn {
  readonly received: ReceivedWebhook[] = [];
  status = 200;
  private server: Server | null = null;

  async start(): Promise<string> {
    const pems = await generate([{ name: 'commonName', value: 'webhook-receiver' }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      days: 1,
      extensions: [
        { name: 'basicConstraints', cA: true },
        { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
      ],
    } as never);
    trustStandInCertificate(pems.cert);
    this.server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(this.status, { 'content-type': 'text/plain' });
        response.end(this.status < 300 ? 'thanks' : 'not now');
      });
    });
    await new Promise<void>((listening) => this.server!.listen(0, '127.0.0.1', listening));
    const { port } = this.server.address() as AddressInfo;
    return `https://127.0.0.1:${port}/hooks/atrium`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((closed) => (this.server ? this.server.close(() => closed()) : closed()));
  }
}
