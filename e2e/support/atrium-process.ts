import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { signInAtProvider } from '../../apps/server/src/modules/identity/test/oidc-browser.ts';

/*
 * Operations scenarios start, stop and kill real server processes (`node apps/server/src/main.ts`,
 * what `npm start` runs) on data folders they choose, and sign in over plain HTTP the way the web
 * app does (authorization code + PKCE at the embedded provider, then the API's token exchange).
 */

export const repositoryRoot = resolve(import.meta.dirname, '../..');

export interface AtriumProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

export function spawnAtrium(options: { port: number; env: Record<string, string> }): AtriumProcess {
  const baseUrl = `http://localhost:${options.port}`;
  let output = '';
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    baseUrl,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits for /api/health 200; fails with the server's output if it exits or takes too long. */
export async function untilHealthy(server: AtriumProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      if ((await fetch(`${server.baseUrl}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

export interface ApiSession {
  token: string;
  /** The refresh cookie's `name=value`, to send back as a Cookie header. */
  refreshCookie: string;
}

/** Signs in at the embedded provider of `baseUrl` with e-mail and password: the API's session. */
export async function signInOverHttp(
  baseUrl: string,
  email: string,
  password = 'demo1234',
): Promise<ApiSession> {
  const provider = await signInAtProvider({
    issuer: `${baseUrl}/oidc`,
    clientId: 'atrium-web',
    redirectUri: `${baseUrl}/authentication/login`,
    email,
    password,
    resource: 'urn:atrium:api',
  });
  const response = await fetch(`${baseUrl}/api/openid/token-id`, {
    method: 'POST',
    headers: { authorization: `Bearer ${provider.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: provider.idToken }),
  });
  if (response.status !== 200)
    throw new Error(`token-id answered ${response.status}: ${await response.text()}`);
  return {
    token: ((await response.json()) as { token: string }).token,
    refreshCookie: refreshCookieOf(response),
  };
}

/** A new access token for a session's refresh cookie (the rotated cookie replaces the old one). */
export async function refreshOverHttp(baseUrl: string, session: ApiSession): Promise<Response> {
  const response = await fetch(`${baseUrl}/api/account/refresh-token`, {
    method: 'POST',
    headers: { cookie: session.refreshCookie },
  });
  if (response.status === 200) {
    session.token = ((await response.clone().json()) as { token: string }).token;
    session.refreshCookie = refreshCookieOf(response);
  }
  return response;
}

function refreshCookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('atrium_refresh='));
  if (!line) throw new Error('no refresh cookie in the answer');
  return line.split(';')[0]!;
}

export async function getJson<T>(
  baseUrl: string,
  path: string,
  token: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as T };
}
