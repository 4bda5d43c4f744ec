import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  readonly port: number;
  /** Which backend (its index) answered each request, in order. */
  readonly served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer in miniature: every request goes to the next backend in turn, with its Host
 * header unchanged (as a balancer in front of several instances passes the public host on).
 */
export async function startRoundRobinProxy(backendPorts: readonly number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % backendPorts.length;
    served.push(index);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backendPorts[index],
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
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
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
