import { createCallOperation } from './call-operation.ts';
import { createHttpClient, type HttpClientOptions, type HttpRequest } from './http-client.ts';

/*
 * The app's HTTP client and typed operation caller. Their token source, refresh and failure
 * handling are injected by the sign-in runtime (`installHttpClient`, called once when it loads),
 * so this layer knows nothing of sign-in (decision 046). Until then requests go out without a
 * token, as nobody is signed in yet.
 */

let transport: HttpRequest = (url, init) => window.fetch(url, init);

/** The sign-in runtime's token source, refresh and failure handling, for every later request. */
export function installHttpClient(options: HttpClientOptions): void {
  transport = createHttpClient(options);
}

/**
 * The HTTP client of docs/product/tokens-and-sign-in.md#token-handling (Bearer on the API origin,
 * one refresh and retry on 401), for answers that are not JSON: file downloads, uploads, streams.
 */
export const authorizedFetch = (url: string, init: RequestInit = {}): Promise<Response> =>
  transport(url, init);

/** `callOperation(operation, { params, query, body })` through `authorizedFetch`. */
export const callOperation = createCallOperation(authorizedFetch);
