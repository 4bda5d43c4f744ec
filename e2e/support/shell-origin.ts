import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

export interface ShellOrigin {
  readonly origin: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The mobile shell's web part (apps/mobile/dist) served the way its web view serves it — the
 * files from the app, every other route to index.html — on an origin whose /api and /oidc reach
 * the Atrium server (Host unchanged), standing in for the native HTTP (CapacitorHttp) that carries
 * them on a device.
 */
export async function startShellOrigin(options: {
  webPart: string;
  serverPort: number;
}): Promise<ShellOrigin> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (path.startsWith('/api/') || path === '/oidc' || path.startsWith('/oidc/')) {
      // Native HTTP names no page origin (no Origin, no Sec-Fetch-*): drop what the browser added.
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          ([name]) => name !== 'origin' && !name.startsWith('sec-fetch-'),
        ),
      );
      const upstream = http.request(
        { host: '127.0.0.1', port: options.serverPort, method: request.method, path: request.url, headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
      return;
    }
    const file = normalize(join(options.webPart, decodeURIComponent(path)));
    const found = file.startsWith(options.webPart) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(options.webPart, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' });
    createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
