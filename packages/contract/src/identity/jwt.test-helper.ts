/** A JWT-shaped token around `payload`, built with Node's Buffer (tests only). */
export const makeJwt = (payload: unknown): string =>
  `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

export const b64url = (text: string | Uint8Array): string => Buffer.from(text).toString('base64url');
