import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PushMessageError } from './push-message.ts';
import { PushSubscriptionRefused, type PushService } from './push-service.ts';

/** Paths of the push service's own HTTP API (used only by the API servers, never by browsers). */
export const PUSH_API = {
  publicKey: '/v1/public-key',
  health: '/v1/health',
  subscriptions: '/v1/subscriptions',
  removePerson: '/v1/subscriptions/remove-person',
  removeSession: '/v1/subscriptions/remove-session',
  state: '/v1/subscriptions/state',
  send: '/v1/send',
  sendToPeople: '/v1/send-to-people',
} as const;

/** People one call of sendToPeople may name; a caller with more sends several calls. */
export const MAX_PEOPLE_PER_SEND = 1_000;

const id = z.string().min(1).max(200);
const target = z.object({ userId: id, companyId: id });
const subscribeBody = target.extend({
  endpoint: z.string().min(1).max(2048),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  session: z.string().min(1).max(100).optional(),
});
const removeSessionBody = z.object({
  userId: id,
  session: z.string().min(1).max(100),
  exceptCompanyId: id.optional(),
});
const unsubscribeBody = z.object({ userId: id, endpoint: z.string().min(1).max(2048) });
const removePersonBody = z.object({ userId: id, companyId: id.optional() });
const stateBody = target.extend({ endpoint: z.string().max(2048).optional() });
const sendTarget = z.object({ userId: id, companyId: id.nullable() });
const device = z.string().min(1).max(64);
const message = z.object({
  title: z.string().max(200),
  body: z.string().max(2000),
  url: z.string().max(1000),
  topic: z.string().max(200).optional(),
  urgency: z.enum(['very-low', 'low', 'normal', 'high']).optional(),
  ttlSeconds: z.number().int().min(0).optional(),
});
const sendBody = z.object({
  target: sendTarget,
  devices: z.array(device).max(1000).optional(),
  message,
});
const sendToPeopleBody = z.object({
  targets: z.array(sendTarget).max(MAX_PEOPLE_PER_SEND),
  // A later attempt names the devices still to reach: a few per person at most.
  devices: z
    .array(device)
    .max(MAX_PEOPLE_PER_SEND * 10)
    .optional(),
  idempotencyKey: z.string().min(1).max(200).optional(),
  message,
});
/** Room for MAX_PEOPLE_PER_SEND people and their devices to retry. */
const SEND_TO_PEOPLE_BODY_LIMIT = 2 * 1024 * 1024;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The push service as an HTTP server of its own. Every call carries the shared secret
 * (PUSH_SERVICE_SECRET) as a Bearer token; compared in constant time through digests of equal length.
 */
export function createPushHttpApi(
  service: PushService,
  options: { secret: string; logLevel?: string },
): FastifyInstance {
  const app = Fastify({ logger: { level: options.logLevel ?? 'info' }, bodyLimit: 64 * 1024 });
  const expected = digest(options.secret);

  app.addHook('onRequest', async (request, reply) => {
    if (request.url === PUSH_API.health) return;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!timingSafeEqual(digest(token), expected)) {
      return reply.code(401).send({ error: 'unauthorized' });
    }
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof z.ZodError) {
      return reply.code(400).send({
        error: 'invalid',
        fields: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
    }
    if (error instanceof PushSubscriptionRefused || error instanceof PushMessageError) {
      return reply
        .code(400)
        .send({ error: 'invalid', fields: [{ path: error.field, message: error.reason }] });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) return reply.code(status).send({ error: (error as Error).message });
    app.log.error({ err: error }, 'push service error');
    return reply.code(500).send({ error: 'internal' });
  });

  app.get(PUSH_API.health, async () => ({ ok: true }));
  app.get(PUSH_API.publicKey, async () => ({ publicKey: await service.publicKey() }));
  app.put(PUSH_API.subscriptions, async (request, reply) => {
    await service.subscribe(stripUndefined(subscribeBody.parse(request.body)));
    return reply.code(204).send();
  });
  app.delete(PUSH_API.subscriptions, async (request) =>
    service.unsubscribe(unsubscribeBody.parse(request.body)),
  );
  app.post(PUSH_API.removePerson, async (request) => {
    const body = removePersonBody.parse(request.body);
    return service.removePerson({
      userId: body.userId,
      ...(body.companyId ? { companyId: body.companyId } : {}),
    });
  });
  app.post(PUSH_API.removeSession, async (request) => {
    const body = removeSessionBody.parse(request.body);
    return service.removeSession({
      userId: body.userId,
      session: body.session,
      ...(body.exceptCompanyId ? { exceptCompanyId: body.exceptCompanyId } : {}),
    });
  });
  app.post(PUSH_API.state, async (request) => {
    const body = stateBody.parse(request.body);
    return service.subscriptionState({
      userId: body.userId,
      companyId: body.companyId,
      ...(body.endpoint ? { endpoint: body.endpoint } : {}),
    });
  });
  app.post(PUSH_API.send, async (request) => {
    const { target: to, message: sent, devices } = sendBody.parse(request.body);
    return service.sendToPerson(to, stripUndefined(sent), devices ? { devices } : {});
  });
  app.post(PUSH_API.sendToPeople, { bodyLimit: SEND_TO_PEOPLE_BODY_LIMIT }, async (request) => {
    const body = sendToPeopleBody.parse(request.body);
    return service.sendToPeople(body.targets, stripUndefined(body.message), {
      ...(body.devices ? { devices: body.devices } : {}),
      ...(body.idempotencyKey ? { idempotencyKey: body.idempotencyKey } : {}),
    });
  });
  return app;
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
