import { networkInterfaces } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { isLoopbackHostName } from '../../config-values.ts';
import { isServerPath } from '../web/web-app.ts';

/*
 * The web app works at PUBLIC_URL only: the sign-in goes to the provider under PUBLIC_URL, the
 * Content-Security-Policy allows fetches to the page's own origin, and the provider returns to
 * PUBLIC_URL's redirect URI. Opened at another name of the same server (127.0.0.1 instead of
 * localhost, the LAN address the server prints), the page could not sign in. So a browser
 * navigating to a page under another host name is sent to the same path at PUBLIC_URL first.
 * API and /oidc requests are never redirected (clients and health checks call them by any name).
 *
 * Only the host name is compared, not the port: a port mapping (container, proxy) legitimately
 * serves PUBLIC_URL's name on another port. A proxy that rewrites Host to its upstream's name
 * would make every page redirect to the address the browser is already at; a short-lived cookie
 * set with the redirect breaks that loop after one round (and the log says what to fix).
 *
 * With PUBLIC_URL on loopback (the default http://localhost:$PORT) a page asked for under a name
 * that is not loopback comes from another machine: sending it to "localhost" would take a
 * colleague to their own computer. It gets a short page saying that PUBLIC_URL must be set
 * instead, and the start-up log says the same with the addresses to use (decision 050).
 */

const LOOP_COOKIE = 'atrium_canonical_redirect';
const LOOP_COOKIE_SECONDS = 30;

function hostNameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

// Also what decides whether a production start needs METRICS_TOKEN (config.ts): one rule.
export { isLoopbackHostName };

/** This machine's IPv4 addresses other computers may reach it at. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && address.family === 'IPv4' && !address.internal)
    .map((address) => address!.address);
}

/**
 * The start-up hint when the server listens beyond this machine but PUBLIC_URL is on loopback;
 * null when there is nothing to say.
 */
export function lanAccessHint(
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>,
  addresses: readonly string[],
): string | null {
  if (!isLoopbackHostName(new URL(config.publicUrl).hostname)) return null;
  if (isLoopbackHostName(config.host) || addresses.length === 0) return null;
  const urls = addresses.map((address) => `http://${address}:${config.port}`);
  return (
    `PUBLIC_URL is ${config.publicUrl}: only this machine can sign in. Other computers reach ` +
    `this server at ${urls.join(', ')}, but are shown a page asking for PUBLIC_URL to be set. ` +
    `To let them use Atrium, set PUBLIC_URL to one of these (e.g. PUBLIC_URL=${urls[0]}) and restart.`
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The page a colleague sees when the server was started for its own machine only. */
function publicUrlNeededPage(publicUrl: string, host: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Atrium: PUBLIC_URL must be set</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>This Atrium server is set up for its own machine only</h1>
<p>It was started with <code>PUBLIC_URL=${escapeHtml(publicUrl)}</code>, so signing in works only on the
computer it runs on. Opening it as <code>${escapeHtml(host)}</code> from here would send you to your own computer.</p>
<p>Ask the person who runs it to set <code>PUBLIC_URL</code> to the address you used
(for example <code>PUBLIC_URL=http://${escapeHtml(host)}</code>) and restart it.</p>
</body></html>
`;
}

function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return (request.headers.accept ?? '').includes('text/html');
}

export function registerCanonicalOrigin(app: FastifyInstance, config: Config): void {
  const canonical = new URL(config.publicUrl);
  const canonicalHost = canonical.hostname.toLowerCase();
  const canonicalIsLoopback = isLoopbackHostName(canonicalHost);
  let lastWarning = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (!isNavigation(request)) return;
    if (isServerPath(request.url.split('?')[0] ?? '/')) return;
    const hostName = hostNameOf(request.host);
    if (hostName === null || hostName === canonicalHost) return;
    if (canonicalIsLoopback && !isLoopbackHostName(hostName)) {
      // 421 Misdirected Request: this server is not configured to answer under that name.
      return reply
        .code(421)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(publicUrlNeededPage(config.publicUrl, request.host));
    }

    if ((request.headers.cookie ?? '').includes(`${LOOP_COOKIE}=1`)) {
      if (Date.now() - lastWarning > 60_000) {
        lastWarning = Date.now();
        request.log.warn(
          { host: request.host, publicUrl: config.publicUrl },
          'pages keep arriving under a host name other than PUBLIC_URL after a redirect there: ' +
            'a proxy in front probably rewrites Host; pass the original Host (or X-Forwarded-Host with TRUST_PROXY)',
        );
      }
      return;
    }
    return reply
      .code(302)
      .header('location', `${canonical.origin}${request.url}`)
      .header('cache-control', 'no-store')
      .header(
        'set-cookie',
        `${LOOP_COOKIE}=1; Max-Age=${LOOP_COOKIE_SECONDS}; Path=/; HttpOnly; SameSite=Lax`,
      )
      .send();
  });
}
