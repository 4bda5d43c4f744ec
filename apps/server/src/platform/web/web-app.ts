import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../errors/error-envelope.ts';

/** apps/web/dist, found from this file so that the working directory does not matter. */
export const DEFAULT_WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../../../web/dist');

/** Vite puts content-hashed files here; their names change whenever their content does. */
const HASHED_ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths that belong to the server, never to the single-page app. */
export function isServerPath(url: string): boolean {
  return /^\/(api|oidc)(\/|$|\?)/.test(url);
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Atrium: web app not built</title></head>
<body>
<h1>The web app is not built yet</h1>
<p>The API is running (see <a href="/api/docs">/api/docs</a>), but there is no web app to serve.</p>
<p>Build it with <code>npm run build</code> (or <code>npm install</code>, which builds it), then reload.</p>
</body>
</html>
`;

/**
 * Serves the built web app and answers every path no route claims: JSON 404 under /api,
 * index.html for other GETs so that client routes deep-link.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const relative = '/' + path.relative(distDir, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE);
      },
    });
    // index: false above, so that "/" takes the same path as any client route.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }

  app.setNotFoundHandler((request, reply) => notFound(request, reply, built));
}

function notFound(request: FastifyRequest, reply: FastifyReply, built: boolean) {
  const pathOnly = request.url.split('?')[0] ?? '/';
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isServerPath(pathOnly) &&
    // A missing hashed asset is a stale page asking for an old build: say so, not index.html.
    !pathOnly.startsWith(HASHED_ASSETS_PREFIX);
  if (!isPage) {
    return reply
      .code(404)
      .send(errorEnvelope('NOT_FOUND', 'There is no API operation at this path.', request.id));
  }
  if (!built) {
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(NOT_BUILT_PAGE);
  }
  return sendIndex(reply);
}

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
}
