import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_FORM_BYTES = 16 * 1024;

export class PayloadTooLarge extends Error {}

/** Reads an application/x-www-form-urlencoded body (small forms only). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new PayloadTooLarge('form too large');
    chunks.push(chunk);
  }
  if (type !== 'application/x-www-form-urlencoded') return new URLSearchParams();
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export interface PageHeaders {
  /** Origins a form on the page may end up at (after redirects): the clients' redirect origins. */
  formActionOrigins: readonly string[];
}

export function securityHeaders({ formActionOrigins }: PageHeaders): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "style-src 'self'",
      "img-src 'self' data:",
      `form-action 'self' ${formActionOrigins.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Reset links carry their token in the path; never leak it through Referer.
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

export function sendHtml(res: ServerResponse, status: number, html: string, headers: PageHeaders): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(securityHeaders(headers))) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Content-Length', '0');
  res.end();
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** The client address: the left-most X-Forwarded-For entry when a trusted proxy sets it. */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')[0]
      ?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
