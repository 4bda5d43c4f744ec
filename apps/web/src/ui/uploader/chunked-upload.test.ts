import { describe, expect, it, vi } from 'vitest';
import { uploadCompanyFile, uploadCompanyThumbnail } from '@atrium/contract/company-files';
import { ApiError } from '../../api/api-error.ts';
import { contentTypeFor, uploadInChunks, type UploadFetch } from './chunked-upload.ts';
import { uploadErrorKey } from './upload-error-message.ts';

const file = (content: string, name = 'notes.txt', type = 'text/plain') =>
  new File([content], name, { type });

interface Sent {
  fields: Record<string, string>;
  bytes: string;
}

/** A fake upload path: records each chunk, answers 202 until all arrived, then 200. */
function fakeServer(script: ((sent: Sent) => Response | Error | undefined)[] = []) {
  const sent: Sent[] = [];
  const received = new Set<string>();
  const fetch: UploadFetch = vi.fn(async (_url, init) => {
    const form = init.body as FormData;
    const fields: Record<string, string> = {};
    let bytes = '';
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else bytes = await value.text();
    }
    const entry = { fields, bytes };
    sent.push(entry);
    const scripted = script.shift()?.(entry);
    if (scripted instanceof Error) throw scripted;
    if (scripted) return scripted;
    received.add(fields.chunkIndex!);
    const total = Number(fields.totalChunks);
    if (received.size < total) {
      return Response.json(
        { status: 'partial', fileUid: fields.fileUid, received: received.size, total },
        { status: 202 },
      );
    }
    return Response.json({
      status: 'complete',
      id: '00000000-0000-4000-8000-000000000001',
      name: fields.fileName,
      size: 10,
      contentType: fields.contentType,
      url: '/api/x',
    });
  });
  return { fetch, sent };
}

const errorResponse = (status: number, code: string, fields?: { path: string; message: string }[]) =>
  Response.json(
    { error: { code, message: code, requestId: 'r1', ...(fields ? { fields } : {}) } },
    { status },
  );

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
    const server = fakeServer();
    const progress: number[] = [];
    const stored = await uploadInChunks({
      operation: uploadCompanyFile,
      file: file('abcdefghij'),
      fields: { companyDetailSectionId: 'section-1' },
      fetch: server.fetch,
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
    expect(vi.mocked(server.fetch).mock.calls[0]![0]).toBe(uploadCompanyFile.path);
  });

  it('sends the bytes in the path’s own field', async () => {
    const server = fakeServer();
    const fetch: UploadFetch = async (url, init) => {
      expect((init.body as FormData).has('thumbnail')).toBe(true);
      expect((init.body as FormData).has('file')).toBe(false);
      return server.fetch(url, init);
    };
    await uploadInChunks({
      operation: uploadCompanyThumbnail,
      file: file('x', 'logo.png', 'image/png'),
      fetch,
    });
  });

  it('tries a failed chunk again (network error, 503) with growing waits, then goes on', async () => {
    const server = fakeServer([
      () => undefined,
      () => new TypeError('Failed to fetch'),
      () => errorResponse(503, 'SERVICE_UNAVAILABLE'),
    ]);
    const sleep = vi.fn(async (_ms: number) => {});
    await uploadInChunks({
      operation: uploadCompanyFile,
      file: file('abcdefgh'),
      fetch: server.fetch,
      chunkBytes: 4,
      sleep,
    });
    expect(server.sent.map((s) => s.fields.chunkIndex)).toEqual(['0', '1', '1', '1']);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1000]);
  });

  it('waits as long as a 429 or 503 asks in Retry-After (seconds or a date), at most 30 s', async () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const busy = (status: number, code: string, retryAfter: string) => () => {
      const response = errorResponse(status, code);
      response.headers.set('retry-after', retryAfter);
      return response;
    };
    const server = fakeServer([
      busy(429, 'RATE_LIMITED', '7'),
      busy(503, 'SERVICE_UNAVAILABLE', 'Tue, 24 Nov 2026 12:00:12 GMT'),
      busy(429, 'RATE_LIMITED', '3600'),
    ]);
    const sleep = vi.fn(async (_ms: number) => {});
    await uploadInChunks({
      operation: uploadCompanyFile,
      file: file('abc'),
      fetch: server.fetch,
      sleep,
      now: () => now,
    });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([7_000, 12_000, 30_000]);
    expect(server.sent).toHaveLength(4);
  });

  it('keeps its own backoff when Retry-After is missing, unreadable, or on another status', async () => {
    const withRetryAfter = (status: number, code: string, retryAfter: string) => () => {
      const response = errorResponse(status, code);
      response.headers.set('retry-after', retryAfter);
      return response;
    };
    const server = fakeServer([
      () => errorResponse(429, 'RATE_LIMITED'),
      withRetryAfter(503, 'SERVICE_UNAVAILABLE', 'soon'),
      withRetryAfter(500, 'INTERNAL', '9'),
    ]);
    const sleep = vi.fn(async (_ms: number) => {});
    await uploadInChunks({ operation: uploadCompanyFile, file: file('abc'), fetch: server.fetch, sleep });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1_000, 2_000]);
  });

  it('a cancel during a long Retry-After wait ends the upload at once', async () => {
    const controller = new AbortController();
    const server = fakeServer([
      () => {
        setTimeout(() => controller.abort(), 20);
        const response = errorResponse(429, 'RATE_LIMITED');
        response.headers.set('retry-after', '30');
        return response;
      },
    ]);
    const started = Date.now();
    const failure = uploadInChunks({
      operation: uploadCompanyFile,
      file: file('abc'),
      fetch: server.fetch,
      signal: controller.signal,
    });
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.sent).toHaveLength(1);
  });

  it('gives up after maxRetries with the last error', async () => {
    const server = fakeServer([
      () => errorResponse(500, 'INTERNAL'),
      () => errorResponse(500, 'INTERNAL'),
      () => errorResponse(500, 'INTERNAL'),
    ]);
    const failure = uploadInChunks({
      operation: uploadCompanyFile,
      file: file('abc'),
      fetch: server.fetch,
      maxRetries: 2,
      sleep: noSleep,
    });
    await expect(failure).rejects.toMatchObject({ code: 'INTERNAL', status: 500 });
    expect(server.sent).toHaveLength(3);
  });

  it('does not retry a refusal, and passes on its code and fields', async () => {
    const server = fakeServer([
      () =>
        errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE', [
          { path: 'body.contentType', message: 'the file is not a PDF file' },
        ]),
    ]);
    const failure = uploadInChunks({
      operation: uploadCompanyFile,
      file: file('%PDF', 'a.pdf', 'application/pdf'),
      fetch: server.fetch,
      sleep: noSleep,
    });
    const error = await refusal(failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(uploadErrorKey(error)).toBe('uploader.errors.contentMismatch');
    expect(server.sent).toHaveLength(1);
  });

  it('stops when cancelled, before the next chunk', async () => {
    const controller = new AbortController();
    const server = fakeServer([
      () => {
        controller.abort();
        return undefined;
      },
    ]);
    const failure = uploadInChunks({
      operation: uploadCompanyFile,
      file: file('abcdefgh'),
      fetch: server.fetch,
      chunkBytes: 4,
      signal: controller.signal,
    });
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.sent).toHaveLength(1);
  });

  it('refuses locally what the server would refuse: too large, wrong type, empty', async () => {
    const server = fakeServer();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const tooLarge = await refusal(
      uploadInChunks({ operation: uploadCompanyThumbnail, file: big, fetch: server.fetch }),
    );
    expect(uploadErrorKey(tooLarge)).toBe('uploader.errors.tooLarge');
    const pdfAsImage = await refusal(
      uploadInChunks({
        operation: uploadCompanyThumbnail,
        file: file('%PDF', 'a.pdf', 'application/pdf'),
        fetch: server.fetch,
      }),
    );
    expect(uploadErrorKey(pdfAsImage)).toBe('uploader.errors.wrongType');
    const empty = await refusal(
      uploadInChunks({ operation: uploadCompanyFile, file: file(''), fetch: server.fetch }),
    );
    expect(uploadErrorKey(empty)).toBe('uploader.errors.empty');
    expect(server.sent).toHaveLength(0);
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
