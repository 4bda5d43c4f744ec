import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { trustStandInCertificate } from '../../webhooks/webhook-sender.ts';

export interface ReceivedChatMessage {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A chat service's incoming webhook on this machine, for tests: https with a certificate of its
 * own (named after the service, so two stand-ins' certificates are told apart) that the sender
 * trusts from then on, answering every message with `status` and `answer`, as Slack answers 200
 * "ok" and a Teams workflow 202.
 */
export class ChatReceiverStandIn {
  readonly received: ReceivedChatMessage[] = [];
  status: number;
  answer: string;
  private readonly service: 'slack' | 'teams';
  private server: Server | null = null;

  constructor(service: 'slack' | 'teams', status: number, answer: string) {
    this.service = service;
    this.status = status;
    this.answer = answer;
  }

  async start(): Promise<string> {
    const pems = await generate([{ name: 'commonName', value: `${this.service}-stand-in` }], {
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
        this.received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(this.status, { 'content-type': 'text/plain' });
        response.end(this.answer);
      });
    });
    await new Promise<void>((listening) => this.server!.listen(0, '127.0.0.1', listening));
    const { port } = this.server.address() as AddressInfo;
    return this.service === 'slack'
      ? `https://127.0.0.1:${port}/services/T0001/B0001/stand-in-secret`
      : `https://127.0.0.1:${port}/workflows/0001/triggers/manual/paths/invoke?sig=stand-in-secret`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((closed) => (this.server ? this.server.close(() => closed()) : closed()));
  }
}
