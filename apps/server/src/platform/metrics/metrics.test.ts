import { sql } from 'drizzle-orm';
import { getCurrentCompany } from '@atrium/contract/companies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { CLEANUP_QUEUE } from '../../modules/notifications/clean-up-notifications.ts';
import { JOBS_SCHEMA } from '../jobs/boss-database.ts';
import { deadLetterQueue } from '../jobs/create-jobs.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject } from '../../test/inject.ts';
import { createTestCompany, type TestCompany } from '../../test/tenant-fixtures.ts';
import { until } from '../../test/until.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorCodeOf } from './request-metrics.ts';

const TOKEN = 'metrics-token-0123456789abcdef-0123456789';

let database: TestDatabase;
let company: TestCompany;
beforeAll(async () => {
  database = await createTestDatabase();
  company = await createTestCompany(database);
});
afterAll(async () => {
  await database?.dispose();
});

/** The value of one sample line, e.g. `name{a="b"} 3`; undefined when the line is missing. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z0-9_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
  });
  afterAll(() => testApp?.close());

  it('counts and times requests per operation, and errors by code', async () => {
    const { app } = testApp;
    for (let index = 0; index < 3; index += 1) {
      const answer = await inject(app, getCurrentCompany, { as: company.member });
      expect(answer.statusCode).toBe(200);
    }
    const refused = await inject(app, getCurrentCompany);
    expect(refused.statusCode).toBe(401);
    let gaugeReads = 0;
    app.platform.metrics.registerGauge({
      name: 'test_queue_depth',
      help: 'Jobs waiting, by queue (test).',
      labelNames: ['queue'],
      collect: () => {
        gaugeReads += 1;
        return [
          { labels: { queue: 'mail' }, value: 4 },
          { labels: { queue: 'exports' }, value: 0 },
        ];
      },
    });
    expect(gaugeReads).toBe(0);

    // /metrics and unknown paths are not contract operations: those requests stay raw in this file.
    const scrape = await app.inject({ method: 'GET', url: '/metrics' });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scrape.body;
    const ok = { operation: 'companies_GetCurrentCompany', method: 'GET', status_class: '2xx' };
    expect(sample(text, 'atrium_http_request_duration_seconds_count', ok)).toBe(3);
    expect(sample(text, 'atrium_http_request_duration_seconds_bucket', { ...ok, le: '+Inf' })).toBe(3);
    expect(sample(text, 'atrium_http_request_duration_seconds_sum', ok)).toBeGreaterThan(0);
    expect(sample(text, 'atrium_http_request_duration_seconds_count', { ...ok, status_class: '4xx' })).toBe(
      1,
    );
    expect(
      sample(text, 'atrium_http_errors_total', {
        operation: 'companies_GetCurrentCompany',
        code: 'UNAUTHENTICATED',
      }),
    ).toBe(1);
    const driver = database.kind;
    expect(sample(text, 'atrium_db_pool_max_connections', { driver })).toBe(driver === 'pglite' ? 1 : 10);
    expect(sample(text, 'atrium_db_pool_open_connections', { driver })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'atrium_db_pool_waiting_requests', { driver })).toBe(0);
    expect(sample(text, 'atrium_process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
    expect(sample(text, 'atrium_nodejs_eventloop_lag_p99_seconds', {})).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'atrium_test_queue_depth', { queue: 'mail' })).toBe(4);
    expect(sample(text, 'atrium_test_queue_depth', { queue: 'exports' })).toBe(0);
    expect(gaugeReads).toBe(1);
  });

  it('labels what no route claims as unmatched, never by its path', async () => {
    const { app } = testApp;
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-thing/3f2a9c' });
    expect(missing.statusCode).toBe(404);
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).not.toContain('3f2a9c');
    expect(
      sample(text, 'atrium_http_request_duration_seconds_count', {
        operation: 'unmatched',
        status_class: '4xx',
      }),
    ).toBe(1);
  });

  it('refuses a scrape from another machine, or forwarded by a proxy on this one', async () => {
    const { app } = testApp;
    const remote = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(remote.body).not.toContain('atrium_http');
    const proxied = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(403);
    const ipv6 = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
  });
});

describe('job queue gauges', () => {
  const FAILING = 'test.metrics-failing';
  let testApp: TestApp;
  let attempts = 0;
  beforeAll(async () => {
    testApp = await createTestApp({
      database,
      routes: (app) =>
        app.platform.jobs.register({
          name: FAILING,
          liveAreas: [],
          retryLimit: 0,
          pollingIntervalSeconds: 1,
          run: async () => {
            attempts += 1;
            throw new Error('fails on purpose');
          },
        }),
    });
  });
  afterAll(() => testApp?.close());

  /** pg-boss counts a queue at most once per monitor interval; a test asks for a fresh count now. */
  const countQueuesNow = async () => {
    await database.owner.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.queue set monitor_on = null, monitor_claim_on = null`,
    );
    await testApp.app.platform.jobs.boss.supervise();
  };
  const scrape = async () => (await testApp.app.inject({ method: 'GET', url: '/metrics' })).body;

  it('are absent before the queue engine starts in this process', async () => {
    expect(await scrape()).not.toMatch(/^atrium_jobs\{/m);
  });

  it('count queued, failed and dead-lettered jobs per queue', async () => {
    const { jobs } = testApp.app.platform;
    // No worker runs yet: the clean-up job stays queued.
    await jobs.send(CLEANUP_QUEUE, {});
    await countQueuesNow();
    let text = await scrape();
    expect(sample(text, 'atrium_jobs', { queue: CLEANUP_QUEUE, state: 'queued' })).toBe(1);
    expect(sample(text, 'atrium_jobs', { queue: CLEANUP_QUEUE, state: 'active' })).toBe(0);
    expect(sample(text, 'atrium_jobs', { queue: FAILING, state: 'failed' })).toBe(0);

    await jobs.send(FAILING, {});
    await jobs.startWorkers();
    await until(async () => (await jobs.boss.findJobs(deadLetterQueue(FAILING))).length > 0);
    expect(attempts).toBe(1);
    await countQueuesNow();
    text = await scrape();
    expect(sample(text, 'atrium_jobs', { queue: FAILING, state: 'failed' })).toBe(1);
    expect(sample(text, 'atrium_jobs', { queue: FAILING, state: 'dead' })).toBe(1);
    expect(sample(text, 'atrium_jobs', { queue: FAILING, state: 'queued' })).toBe(0);
    expect(text).toContain('# TYPE atrium_jobs gauge');
  }, 40_000);
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ database, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => testApp?.close());

  it('answers only with the token, from wherever the scrape comes', async () => {
    const { app } = testApp;
    const without = await app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(without.body).not.toContain('atrium_http');
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const remote = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '198.51.100.2' },
    });
    expect(remote.statusCode).toBe(200);
    // The refused scrapes are counted like any error answer.
    expect(
      sample(remote.body, 'atrium_http_errors_total', { operation: '/metrics', code: 'UNAUTHENTICATED' }),
    ).toBe(2);
  });

  it('refuses to start with a token shorter than 32 characters', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('errorCodeOf', () => {
  it('reads the code of an error envelope and falls back to the status', () => {
    expect(errorCodeOf('{"error":{"code":"FORBIDDEN","message":"no"}}', 403)).toBe('FORBIDDEN');
    expect(errorCodeOf('{"error":{"code":"<script>"}}', 400)).toBe('HTTP_400');
    expect(errorCodeOf('{"error":', 500)).toBe('HTTP_500');
    expect(errorCodeOf(Buffer.from('x'), 404)).toBe('HTTP_404');
  });
});
