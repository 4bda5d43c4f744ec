import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_KINDS,
  acceptsContentType,
  type StoredFile,
  type UploadChunkAnswer,
  type UploadOperationDefinition,
} from '@atrium/contract/uploads';
import { ApiError, apiErrorFromResponse, networkError } from '../../api/api-error.ts';
import { RETRY_AFTER_STATUSES, retryAfterMs, retryDelayMs } from './retry-delay.ts';

/** The transport: the app's HTTP client (Bearer, one refresh and retry on 401). */
export type UploadFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Refusals found before anything is sent (the server would answer the same). */
export const LOCAL_UPLOAD_ERRORS = {
  TOO_LARGE: 'LOCAL_TOO_LARGE',
  WRONG_TYPE: 'LOCAL_WRONG_TYPE',
  EMPTY: 'LOCAL_EMPTY',
} as const;

export interface ChunkedUploadOptions {
  operation: UploadOperationDefinition;
  file: Blob & { name: string; type: string };
  /** Optional ids of docs/product/uploads.md#chunked-protocol (companyDetailSectionId, …). */
  fields?: Record<string, string>;
  fetch: UploadFetch;
  signal?: AbortSignal;
  onProgress?: (progress: { sentBytes: number; totalBytes: number }) => void;
  /** How often one failed chunk is tried again (network errors, 5xx, 429). */
  maxRetries?: number;
  chunkBytes?: number;
  /** Waits between retries, ending early when the upload is cancelled; tests pass a fake. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The clock a Retry-After date is read against; tests pass a fixed one. */
  now?: () => number;
  createFileUid?: () => string;
}

/** What the browser says the file is, when the server accepts that type for this path. */
export function contentTypeFor(
  operation: UploadOperationDefinition,
  file: { name: string; type: string },
): string | null {
  const byName: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
    gif: 'image/gif',
    pdf: 'application/pdf',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    txt: 'text/plain',
    csv: 'text/csv',
  };
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  // Browsers give CSV as application/vnd.ms-excel on some systems; the name decides then.
  const candidates = [file.type, byName[extension]].filter((type): type is string => Boolean(type));
  return candidates.find((type) => acceptsContentType(operation.upload.kind, type)) ?? null;
}

/** Whether a failed chunk is worth sending again: no answer, a server fault, or too busy. */
function isRetryable(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500 || error.status === 429;
}

/** A wait that ends early on cancel: a Retry-After can be many seconds (the caller then throws). */
const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/**
 * Sends `file` to an upload path of docs/product/uploads.md#chunked-protocol in chunks, one after the other: each a multipart POST
 * with fileUid, chunkIndex, totalChunks, contentType, fileName, the optional ids and the bytes in
 * the path's field. A chunk that fails for a retryable reason is sent again (bounded), after the
 * server's Retry-After on a 429 or 503 or else a doubling backoff (retry-delay.ts); any other
 * failure stops the upload with the server's ApiError. Resolves with the stored file the last
 * chunk's answer describes.
 */
export async function uploadInChunks(options: ChunkedUploadOptions): Promise<StoredFile> {
  const { operation, file, signal } = options;
  const chunkBytes = options.chunkBytes ?? UPLOAD_CHUNK_BYTES;
  const maxRetries = options.maxRetries ?? 3;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const caps = UPLOAD_KINDS[operation.upload.kind];

  const contentType = contentTypeFor(operation, file);
  if (contentType === null) {
    throw new ApiError({
      status: 0,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: LOCAL_UPLOAD_ERRORS.WRONG_TYPE,
    });
  }
  if (file.size > caps.maxBytes) {
    throw new ApiError({ status: 0, code: 'PAYLOAD_TOO_LARGE', message: LOCAL_UPLOAD_ERRORS.TOO_LARGE });
  }
  if (file.size === 0) {
    throw new ApiError({ status: 0, code: 'VALIDATION_FAILED', message: LOCAL_UPLOAD_ERRORS.EMPTY });
  }

  const fileUid = options.createFileUid?.() ?? crypto.randomUUID();
  const totalChunks = Math.ceil(file.size / chunkBytes);
  let sentBytes = 0;
  /** The wait the last failed chunk's answer asked for (Retry-After), null when it asked none. */
  let serverAskedMs: number | null = null;
  options.onProgress?.({ sentBytes, totalBytes: file.size });

  for (let index = 0; index < totalChunks; index++) {
    const chunk = file.slice(index * chunkBytes, Math.min(file.size, (index + 1) * chunkBytes));
    const answer = await sendWithRetry(index, chunk);
    sentBytes += chunk.size;
    options.onProgress?.({ sentBytes, totalBytes: file.size });
    if (answer.status === 'complete') return answer;
  }
  throw new ApiError({
    status: 0,
    code: 'UNKNOWN_ERROR',
    message: 'The server did not complete the upload.',
  });

  async function sendWithRetry(index: number, chunk: Blob): Promise<UploadChunkAnswer> {
    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw abortError();
      try {
        return await sendChunk(index, chunk);
      } catch (error) {
        if (signal?.aborted) throw abortError();
        if (!(error instanceof ApiError) || !isRetryable(error) || attempt >= maxRetries) throw error;
        await sleep(retryDelayMs(attempt, serverAskedMs), signal);
      }
    }
  }

  async function sendChunk(index: number, chunk: Blob): Promise<UploadChunkAnswer> {
    serverAskedMs = null;
    const form = new FormData();
    form.append('fileUid', fileUid);
    form.append('chunkIndex', String(index));
    form.append('totalChunks', String(totalChunks));
    form.append('contentType', contentType!);
    form.append('fileName', file.name);
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append(operation.upload.field, chunk, 'blob');
    let response: Response;
    try {
      response = await options.fetch(operation.path, {
        method: 'POST',
        body: form,
        headers: { Accept: 'application/json' },
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw abortError();
      throw networkError(error);
    }
    if (!response.ok) {
      if (RETRY_AFTER_STATUSES.includes(response.status)) {
        serverAskedMs = retryAfterMs(response.headers.get('retry-after'), now());
      }
      throw await apiErrorFromResponse(response);
    }
    return (await response.json()) as UploadChunkAnswer;
  }
}
