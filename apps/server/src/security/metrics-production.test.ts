import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, refuseUnsafeProductionStart } from '../config.ts';

const token = 'm'.repeat(32);
const MAIN = path.join(import.meta.dirname, '../main.ts');

/** The problems a start with this environment meets, by variable ({} when it may start). */
function startProblems(env: Record<string, string | undefined>): Record<string, string> {
  try {
    refuseUnsafeProductionStart(loadConfig(env, '/srv/atrium'));
    return {};
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return Object.fromEntries((error as ConfigError).problems.map((p) => [p.variable, p.message]));
  }
}

/**
 * /metrics without METRICS_TOKEN trusts that a scrape without forwarding headers came straight
 * from this machine; a proxy that adds none would expose it. Production reachable from beyond
 * this machine therefore needs the token (docs/operations.md, production shape).
 */
describe('V13.4.5 production serves metrics only with the metrics token', () => {
  it('V13.4.5 production bound beyond loopback refuses to start without METRICS_TOKEN', () => {
    for (const host of [
      {},
      { HOST: '0.0.0.0' },
      { HOST: '::' },
      { HOST: '10.0.0.5' },
      { HOST: 'atrium.internal' },
    ]) {
      expect(startProblems({ NODE_ENV: 'production', ...host }), JSON.stringify(host)).toHaveProperty(
        'METRICS_TOKEN',
        expect.stringMatching(/required in production/),
      );
    }
  });

  it('V13.4.5 production starts with METRICS_TOKEN, or bound to loopback only; other modes need no token', () => {
    expect(startProblems({ NODE_ENV: 'production', METRICS_TOKEN: token })).toEqual({});
    for (const host of ['127.0.0.1', '::1', 'localhost']) {
      expect(startProblems({ NODE_ENV: 'production', HOST: host }), host).toEqual({});
    }
    expect(startProblems({ NODE_ENV: 'development' })).toEqual({});
    expect(startProblems({ NODE_ENV: 'test' })).toEqual({});
    expect(startProblems({})).toEqual({});
  });

  it('V13.4.5 the server process exits before opening anything when production lacks METRICS_TOKEN', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: '/nonexistent/atrium-data',
    };
    delete env.METRICS_TOKEN;
    delete env.HOST;
    const started = spawnSync(process.execPath, [MAIN], { env, encoding: 'utf8', timeout: 60_000 });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('METRICS_TOKEN');
  }, 90_000);
});
