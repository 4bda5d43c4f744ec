import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

/*
 * Checks for the settings whose mistakes used to surface only later, as stack traces from deep
 * inside start-up (the key parser, listen(), the database driver). Messages never echo the value,
 * because some of these are secrets.
 */

/** ACCESS_TOKEN_PRIVATE_KEY: a PKCS#8 PEM that parses as a P-256 EC private key. */
export const signingKeyPem = z.string().transform((text, context) => {
  // Env files often carry the PEM on one line with literal "\n".
  const pem = text.includes('\\n') && !text.includes('\n') ? text.replaceAll('\\n', '\n') : text;
  if (!pem.includes('-----BEGIN PRIVATE KEY-----')) {
    context.addIssue({ code: 'custom', message: 'must be a PKCS#8 PEM (-----BEGIN PRIVATE KEY-----)' });
    return z.NEVER;
  }
  let details: { type: string | undefined; curve: string | undefined };
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' });
    details = { type: key.asymmetricKeyType, curve: key.asymmetricKeyDetails?.namedCurve };
  } catch {
    context.addIssue({ code: 'custom', message: 'is not a readable PKCS#8 PEM private key' });
    return z.NEVER;
  }
  if (details.type !== 'ec' || details.curve !== 'prime256v1') {
    context.addIssue({ code: 'custom', message: 'must be a P-256 (ES256) EC private key' });
    return z.NEVER;
  }
  return pem;
});

/** RFC 1123 host names: dot-separated labels of letters, digits and inner hyphens. */
const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** HOST: an IPv4/IPv6 address or a host name (no scheme, port or path). */
export const listenHost = z.string().refine((text) => isIP(text) !== 0 || HOST_NAME.test(text), {
  message: 'must be an IP address or a host name (no scheme, port or path)',
});

/** localhost (and its subdomains), 127.0.0.0/8 and ::1: names that mean "this machine". */
export function isLoopbackHostName(hostName: string): boolean {
  const name = hostName.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(name) ||
    name === '::1' ||
    name === '::ffff:127.0.0.1'
  );
}

/** DATABASE_URL: postgres:// or postgresql:// with a server to reach and decodable credentials. */
export const postgresUrl = z.string().superRefine((text, context) => {
  if (!URL.canParse(text)) {
    context.addIssue({ code: 'custom', message: 'must be a URL like postgres://user@host:5432/database' });
    return;
  }
  const url = new URL(text);
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    context.addIssue({ code: 'custom', message: 'must be a URL starting with postgres:// or postgresql://' });
    return;
  }
  // A Unix socket is named by ?host=/path with an empty host part.
  if (url.hostname === '' && !url.searchParams.get('host')) {
    context.addIssue({ code: 'custom', message: 'must name the database server (postgres://user@host/db)' });
    return;
  }
  try {
    // The driver decodes these; a stray % would otherwise throw "URI malformed" at the first query.
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
    decodeURIComponent(url.pathname);
  } catch {
    context.addIssue({
      code: 'custom',
      message: 'has a badly percent-encoded user, password or database name',
    });
  }
});

/** Docker env files and shells often hand over `VAR=` for "not set"; treat it so. */
export const optionalString = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

export const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
};

export const booleanText = z.string().transform((text, context) => {
  const value = BOOLEAN_WORDS[text.toLowerCase()];
  if (value === undefined) {
    context.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  }
  return value;
});

export const integerText = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const httpUrl = z
  .string()
  .refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), {
    message: 'must be an http:// or https:// URL',
  });

export function withProtocol(protocols: readonly string[]) {
  return z.string().refine((text) => URL.canParse(text) && protocols.includes(new URL(text).protocol), {
    message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  });
}

/** Push services want a way to reach the operator: the support address, else an https site. */
export function defaultVapidSubject(supportEmail: string | undefined, publicUrl: string | undefined): string {
  if (supportEmail) return `mailto:${supportEmail}`;
  if (publicUrl?.startsWith('https://')) return publicUrl.replace(/\/+$/, '');
  return 'mailto:push@localhost';
}

/** TRUST_PROXY: a boolean word, a hop count, or addresses/CIDRs (Fastify's trustProxy). */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] | Error {
  const text = raw?.trim() ?? '';
  if (text === '') return false;
  const word = BOOLEAN_WORDS[text.toLowerCase()];
  if (word !== undefined && !/^\d+$/.test(text)) return word;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const address = /^[0-9A-Fa-f.:]+(\/\d{1,3})?$/;
  if (entries.every((entry) => address.test(entry))) return entries;
  return new Error('must be true, false, a hop count, or comma-separated addresses/CIDRs');
}
