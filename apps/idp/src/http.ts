import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_FORM_BYTES = 16 * 1024;

export class PayloadTooLarge extends Error {}
/** A form field holds a character no text column can store (NUL); answered 400, never 500. */
export class InvalidFormText extends Error {}

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
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  for (const [name, value] of form) {
    if (name.includes('\u0000') || value.includes('\u0000')) throw new InvalidFormText(name);
  }
  return form;
}

export interface PageHeaders {
  /** Origins a form on the page may end up at (after redirects): the clients' redirect origins. */
  formActionOrigins: readonly string[];
  /** The page loads a same-origin script (only the self-submitting logout page). */
  scripts?: boolean;
}

export function securityHeaders({ formActionOrigins, scripts = false }: PageHeaders): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      ...(scripts ? ["script-src 'self'"] : []),
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
