import { describe, expect, it, vi } from 'vitest';
import { uploadCompanyFile, uploadCompanyThumbnail } from '@atrium/contract/company-files';
import type { UploadOperationDefinition } from '@atrium/contract/uploads';
import { ApiError } from '../../api/api-error.ts';
import { answer, refusal as refusalResponse, serveApiInTests } from '../../test/api-server.ts';
import { contentTypeFor, uploadInChunks, type UploadFetch } from './chunked-upload.ts';
import { uploadErrorKey } from './upload-error-message.ts';

serveApiInTests();

const file = (content: string, name = 'notes.txt', type = 'text/plain') =>
  new File([content], name, { type });

/** The browser's fetch, as the app's HTTP client would call it: the mock API answers. */
const fetch: UploadFetch = (url, init) => window.fetch(url, init);

interface Sent {
  fields: Record<string, string>;
  /** The chunk's bytes, under the part named after the path's field (`file`, `thumbnail`). */
  parts: Record<string, string>;
  bytes: string;
}

/**
 * The upload path on the mock API: records each chunk, answers 202 until all arrived, then 200
 * with the stored file. `script` answers the first chunks otherwise (a Response, or null for the
 * normal answer).
 */
function fakeServer(
  operation: UploadOperationDefinition = uploadCompanyFile,
  script: ((sent: Sent) => Response | null)[] = [],
) {
  const sent: Sent[] = [];
  const received = new Set<string>();
  answer(operation, async ({ body }) => {
    const fields: Record<string, string> = {};
    const parts: Record<string, string> = {};
    for (const [name, value] of (body as FormData).entries()) {
      if (typeof value === 'string') fields[name] = value;
      else parts[name] = await value.text();
    }
    const entry = { fields, parts, bytes: Object.values(parts).join('') };
    sent.push(entry);
    const scripted = script.shift()?.(entry);
    if (scripted) return scripted;
    received.add(fields.chunkIndex!);
    const total = Number(fields.totalChunks);
    if (received.size < total) {
      return Response.json(
        { status: 'partial', fileUid: fields.fileUid, received: received.size, total },
        { status: 202 },
      );
    }
    return {
      status: 'complete' as const,
      id: '00000000-0000-4000-8000-000000000001',
      name: fields.fileName!,
      size: 10,
      contentType: fields.contentType!,
      url: '/api/x',
    };
  });
  return { sent };
}

const errorResponse = (status: number, code: ApiError['code'] & string, retryAfter?: string) => {
  const response = refusalResponse(status, code as never);
  if (retryAfter !== undefined) response.headers.set('retry-after', retryAfter);
  return response;
};

const noSleep = vi.fn(async () => {});

/** The ApiError an upload was refused with; fails the test if it was not refused. */
async function refusal(upload: Promise<unknown>): Promise<ApiError> {
  const outcome = await upload.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

describe('uploadInChunks', () => {
  it('sends every chunk with the docs/product/uploads.md#chunked-protocol fields and answers the stored file', async () => {
    // The mock API answers only the operation's own path: a chunk sent elsewhere fails the upload.
    const server = fakeServer();
    const progress: number[] = [];
    const stored = await uploadInChunks({
      operation: uploadCompanyFile,
      file: file('abcdefghij'),
      fields: { companyDetailSectionId: 'section-1' },
      fetch,
      chunkBytes: 4,
      createFileUid: () => 'uid-12345678',
      onProgress: ({ sentBytes }) => progress.push(sentBytes),
    });
    expect(stored).toMatchObject({ status: 'complete', name: 'notes.txt', contentType: 'text/plain' });
    expect(server.sent.map((s) => s.bytes)).toEqual(['abcd', 'efgh', 'ij']);
    expect(server.sent[0]!.fields).toEqual({
      fileUid: 'uid-12345678',
      chunkIndex: '0',
      totalChunks: '3',
      contentType: 'text/plain',
      fileName: 'notes.txt',
      companyDetailSectionId: 'section-1',
    });
    expect(server.sent.map((s) => s.fields.chunkIndex)).toEqual(['0', '1', '2']);
    expect(progress).toEqual([0, 4, 8, 10]);
  });

  it('sends the bytes in the path’s own field', async () => {
    const server = fakeServer(uploadCompanyThumbnail);
    await uploadInChunks({
      operation: uploadCompanyThumbnail,
      file: file('x', 'logo.png', 'image/png'),
      fetch,
    });
    expect(server.sent.map((s) => Object.keys(s.parts))).toEqual([['thumbnail']]);
  });

  it('tries a failed chunk again (network error, 503) with growing waits, then goes on', async () => {
    const server = fakeServer(uploadCompanyFile, [
      () => null,
      () => Response.error(),
      () => errorResponse(503, 'SERVICE_UNAVAILABLE'),
    ]);
    const sleep = vi.fn(async (_ms: number) => {});
    await uploadInChunks({
      operation: uploadCompanyFile,
      file: file('abcdefgh'),
      fetch,
      chunkBytes: 4,
      sleep,
    });
    expect(server.sent.map((s) => s.fields.chunkIndex)).toEqual(['0', '1', '1', '1']);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1000]);
  });

  it('waits as long as a 429 or 503 asks in Retry-After (seconds or a date), at most 30 s', async () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const server = fakeServer(uploadCompanyFile, [
      () => errorResponse(429, 'RATE_LIMITED', '7'),
      () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'Tue, 24 Nov 2026 12:00:12 GMT'),
      () => errorResponse(429, 'RATE_LIMITED', '3600'),
    ]);
    const sleep = vi.fn(async (_ms: number) => {});
    await uploadInChunks({
      operation: uploadCompanyFile,
      file: file('abc'),
      fetch,
      sleep,
      now: () => now,
    });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([7_000, 12_000, 30_000]);
    expect(server.sent).toHaveLength(4);
  });

  it('keeps its own backoff when Retry-After is missing, unreadable, or on another status', async () => {
    fakeServer(uploadCompanyFile, [
      () => errorResponse(429, 'RATE_LIMITED'),
      () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'soon'),
      () => errorResponse(500, 'INTERNAL', '9'),
    ]);
    const sleep = vi.fn(async (_ms: number) => {});
    await uploadInChunks({ operation: uploadCompanyFile, file: file('abc'), fetch, sleep });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1_000, 2_000]);
  });

  it('a cancel during a long Retry-After wait ends the upload at once', async () => {
    const controller = new AbortController();
    const server = fakeServer(uploadCompanyFile, [
      () => {
        setTimeout(() => controller.abort(), 20);
        return errorResponse(429, 'RATE_LIMITED', '30');
      },
    ]);
    const started = Date.now();
    const failure = uploadInChunks({
      operation: uploadCompanyFile,
      file: file('abc'),
      fetch,
      signal: controller.signal,
    });
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.sent).toHaveLength(1);
  });

  it('gives up after maxRetries with the last error', async () => {
    const server = fakeServer(uploadCompanyFile, [
      () => errorResponse(500, 'INTERNAL'),
      () => errorResponse(500, 'INTERNAL'),
      () => errorResponse(500, 'INTERNAL'),
    ]);
    const failure = uploadInChunks({
      operation: uploadCompanyFile,
      file: file('abc'),
      fetch,
      maxRetries: 2,
      sleep: noSleep,
    });
    await expect(failure).rejects.toMatchObject({ code: 'INTERNAL', status: 500 });
    expect(server.sent).toHaveLength(3);
  });

  it('does not retry a refusal, and passes on its code and fields', async () => {
    const server = fakeServer(uploadCompanyFile, [
      () =>
        refusalResponse(415, 'UNSUPPORTED_MEDIA_TYPE', [
          { path: 'body.contentType', message: 'the file is not a PDF file' },
        ]),
    ]);
    const failure = uploadInChunks({
      operation: uploadCompanyFile,
      file: file('%PDF', 'a.pdf', 'application/pdf'),
      fetch,
      sleep: noSleep,
    });
    const error = await refusal(failure);
    expect(error.fields).toEqual([{ path: 'body.contentType', message: 'the file is not a PDF file' }]);
    expect(uploadErrorKey(error)).toBe('uploader.errors.contentMismatch');
    expect(server.sent).toHaveLength(1);
  });

  it('stops when cancelled, before the next chunk', async () => {
    const controller = new AbortController();
    const server = fakeServer(uploadCompanyFile, [
      () => {
        controller.abort();
        return null;
      },
    ]);
    const failure = uploadInChunks({
      operation: uploadCompanyFile,
      file: file('abcdefgh'),
      fetch,
      chunkBytes: 4,
      signal: controller.signal,
    });
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.sent).toHaveLength(1);
  });

  it('refuses locally what the server would refuse: too large, wrong type, empty', async () => {
    const files = fakeServer();
    const thumbnails = fakeServer(uploadCompanyThumbnail);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const tooLarge = await refusal(uploadInChunks({ operation: uploadCompanyThumbnail, file: big, fetch }));
    expect(uploadErrorKey(tooLarge)).toBe('uploader.errors.tooLarge');
    const pdfAsImage = await refusal(
      uploadInChunks({
        operation: uploadCompanyThumbnail,
        file: file('%PDF', 'a.pdf', 'application/pdf'),
        fetch,
      }),
    );
    expect(uploadErrorKey(pdfAsImage)).toBe('uploader.errors.wrongType');
    const empty = await refusal(uploadInChunks({ operation: uploadCompanyFile, file: file(''), fetch }));
    expect(uploadErrorKey(empty)).toBe('uploader.errors.empty');
    expect(files.sent).toHaveLength(0);
    expect(thumbnails.sent).toHaveLength(0);
  });
});

describe('contentTypeFor', () => {
  it('uses the browser’s type when the path accepts it, else the extension', () => {
    expect(contentTypeFor(uploadCompanyFile, { name: 'a.csv', type: 'application/vnd.ms-excel' })).toBe(
      'text/csv',
    );
    expect(contentTypeFor(uploadCompanyFile, { name: 'Photo.JPG', type: '' })).toBe('image/jpeg');
    expect(contentTypeFor(uploadCompanyThumbnail, { name: 'a.pdf', type: 'application/pdf' })).toBeNull();
    expect(
      contentTypeFor(uploadCompanyFile, { name: 'setup.exe', type: 'application/x-msdownload' }),
    ).toBeNull();
  });
});

describe('uploadErrorKey', () => {
  it('maps the server’s codes to messages', () => {
    const error = (status: number, code: ApiError['code'], fields?: { path: string; message: string }[]) =>
      new ApiError({ status, code, message: code, ...(fields ? { fields } : {}) });
    expect(uploadErrorKey(error(413, 'PAYLOAD_TOO_LARGE'))).toBe('uploader.errors.tooLarge');
    expect(
      uploadErrorKey(
        error(415, 'UNSUPPORTED_MEDIA_TYPE', [{ path: 'body.contentType', message: 'must be one of' }]),
      ),
    ).toBe('uploader.errors.wrongType');
    expect(uploadErrorKey(error(400, 'VALIDATION_FAILED', [{ path: 'body.fileName', message: 'x' }]))).toBe(
      'uploader.errors.badName',
    );
    expect(uploadErrorKey(error(404, 'NOT_FOUND'))).toBe('uploader.errors.targetGone');
    expect(uploadErrorKey(error(403, 'FORBIDDEN'))).toBe('uploader.errors.forbidden');
    expect(uploadErrorKey(error(0, 'NETWORK_ERROR'))).toBe('uploader.errors.network');
    expect(uploadErrorKey(error(500, 'INTERNAL'))).toBe('uploader.errors.server');
  });
});
