import type { Page } from 'playwright-core';
import { accessTokenOf } from './access-token.ts';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls the API from inside the page, as the signed-in person of that page (a fresh Bearer token
 * from the refresh cookie, or `token` when a test makes several calls in a row: each refresh
 * counts against the server's per-address token limit), so a test can prepare, check or restore
 * data the way the app would.
 */
export async function apiCall<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<ApiAnswer<T>> {
  const bearer = token ?? (await accessTokenOf(page));
  return page.evaluate(
    async ({ bearer, method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed as T };
    },
    { bearer, method, path, body },
  );
}

/** The bytes of an authenticated API path, read through the page with the Bearer token. */
export async function apiBytes(
  page: Page,
  path: string,
): Promise<{ status: number; bytes: Buffer; type: string }> {
  const token = await accessTokenOf(page);
  const answer = await page.evaluate(
    async ({ bearer, path }) => {
      const response = await fetch(path, { headers: { authorization: `Bearer ${bearer}` } });
      const buffer = new Uint8Array(await response.arrayBuffer());
      let binary = '';
      for (const byte of buffer) binary += String.fromCharCode(byte);
      return {
        status: response.status,
        base64: btoa(binary),
        type: response.headers.get('content-type') ?? '',
      };
    },
    { bearer: token, path },
  );
  return { status: answer.status, bytes: Buffer.from(answer.base64, 'base64'), type: answer.type };
}

/**
 * Uploads a small file (one chunk, under 1 MiB) to a chunked upload path of docs/product/uploads.md#chunked-protocol from inside
 * the page; used to put back what a test replaced.
 */
export async function apiUploadOneChunk(
  page: Page,
  options: { path: string; field: string; bytes: Buffer; fileName: string; contentType: string },
): Promise<ApiAnswer> {
  const token = await accessTokenOf(page);
  return page.evaluate(
    async ({ bearer, path, field, base64, fileName, contentType }) => {
      const binary = atob(base64);
      const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append('fileUid', crypto.randomUUID());
      form.append('chunkIndex', '0');
      form.append('totalChunks', '1');
      form.append('contentType', contentType);
      form.append('fileName', fileName);
      form.append(field, new Blob([bytes]), 'blob');
      const response = await fetch(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { bearer: token, ...options, base64: options.bytes.toString('base64') },
  );
}

/**
 * Saves the interface language of the page's signed-in person, as the header's language menu
 * does. The refresh it needs counts against the server's per-address token limit (every file of
 * a server signs in from 127.0.0.1), so a refused call is tried again for up to a minute and a
 * half before this gives up loudly: a silent failure would leave the language for the next file.
 */
export async function saveLanguage(page: Page, language: 'en' | 'mk' | 'sq'): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = await apiCall(page, 'PUT', '/api/Users/current-user/language', { language })
      .then((answer) => answer.status)
      .catch((error: Error) => error.message);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`Saving the language ${language} failed: ${status}`);
    await page.waitForTimeout(5_000);
  }
}
