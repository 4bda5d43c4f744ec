import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { decryptWebPush } from './decrypt-web-push.ts';

export interface ReceivedPush {
  path: string;
  at: number;
  status: number;
  /** Decrypted JSON payload, or null when the request was answered without reading it. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID JWT verified with the key it names, for this origin, not expired. */
  vapidValid: boolean;
  vapidPublicKey: string | undefined;
}

export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
}

/**
 * A push service (like the browsers' FCM or Mozilla autopush) on loopback HTTPS with a
 * certificate made for the test. It hands out subscriptions whose keys it holds, so it can
 * decrypt what it receives; answers can be scripted per device (410, 429 with Retry-After …).
 */
export class PushEndpointStandIn {
  readonly received: ReceivedPush[] = [];
  private readonly devices = new Map<string, Device>();
  private readonly scripted = new Map<string, { status: number; headers: Record<string, string> }[]>();
  private server: Server | null = null;
  /** Requests being answered now, and the most there were at once since the last reset. */
  private open = 0;
  peakInFlight = 0;
  /** How long each answer waits, so that requests overlap (a push service some way off). */
  answerDelayMs = 0;
  origin = '';
  ca = '';
  private readonly commonName: string;

  private readonly keepAliveTimeoutMs: number | undefined;

  /**
   * `commonName` tells apart the certificates of several stand-ins trusted at once;
   * `keepAliveTimeoutMs` is how long it keeps an idle connection (Node's default, 5 s, otherwise).
   */
  constructor(options: { commonName?: string; keepAliveTimeoutMs?: number } = {}) {
    this.commonName = options.commonName ?? 'localhost';
    this.keepAliveTimeoutMs = options.keepAliveTimeoutMs;
  }

  async start(): Promise<void> {
    const pems = await generate([{ name: 'commonName', value: this.commonName }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      days: 1,
      extensions: [
        { name: 'basicConstraints', cA: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 7, ip: '127.0.0.1' },
            { type: 2, value: 'localhost' },
          ],
        },
      ],
    } as never);
    this.ca = pems.cert;
    this.server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
      this.open += 1;
      this.peakInFlight = Math.max(this.peakInFlight, this.open);
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        const device = this.devices.get(path);
        const answer = this.scripted.get(path)?.shift() ?? { status: device ? 201 : 404, headers: {} };
        let payload: unknown = null;
        if (device && answer.status === 201) {
          payload = JSON.parse(decryptWebPush(Buffer.concat(chunks), device.ecdh, device.auth));
        }
        const vapid = this.checkVapid(request.headers.authorization);
        this.received.push({
          path,
          at: Date.now(),
          status: answer.status,
          payload,
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
          vapidValid: vapid.valid,
          vapidPublicKey: vapid.publicKey,
        });
        const reply = () => {
          // Counted out before the answer leaves, so the sender cannot be seen to start another first.
          this.open -= 1;
          response.writeHead(answer.status, answer.headers).end();
        };
        if (this.answerDelayMs > 0) setTimeout(reply, this.answerDelayMs);
        else reply();
      });
    });
    if (this.keepAliveTimeoutMs !== undefined) this.server.keepAliveTimeout = this.keepAliveTimeoutMs;
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    this.origin = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new device: the keys a browser's PushManager.subscribe() would hand out. */
  subscription(): StandInSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const path = `/push/${randomBytes(8).toString('hex')}`;
    this.devices.set(path, { ecdh, auth });
    return {
      endpoint: `${this.origin}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** The next requests to this subscription get these answers, in order; then 201 again. */
  answer(endpoint: string, ...answers: { status: number; headers?: Record<string, string> }[]): void {
    const path = new URL(endpoint).pathname;
    const queue = this.scripted.get(path) ?? [];
    queue.push(...answers.map((a) => ({ status: a.status, headers: a.headers ?? {} })));
    this.scripted.set(path, queue);
  }

  /** Forget a device, as a push service does when the browser unsubscribed: it answers 404. */
  forget(endpoint: string): void {
    this.devices.delete(new URL(endpoint).pathname);
  }

  to(endpoint: string): ReceivedPush[] {
    const path = new URL(endpoint).pathname;
    return this.received.filter((entry) => entry.path === path);
  }

  /** Connections open to it now, idle ones included. */
  openConnections(): Promise<number> {
    return new Promise((resolve, reject) =>
      this.server
        ? this.server.getConnections((error, count) => (error ? reject(error) : resolve(count)))
        : resolve(0),
    );
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((done) => this.server!.close(() => done()));
  }

  private checkVapid(header: string | undefined): { valid: boolean; publicKey: string | undefined } {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
    if (!match) return { valid: false, publicKey: undefined };
    const [, jwt, k] = match as unknown as [string, string, string];
    const [head, body, signature] = jwt.split('.');
    if (!head || !body || !signature) return { valid: false, publicKey: k };
    const point = Buffer.from(k, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      aud?: string;
      exp?: number;
    };
    const valid = signed && claims.aud === this.origin && (claims.exp ?? 0) > Date.now() / 1000;
    return { valid, publicKey: k };
  }
}
