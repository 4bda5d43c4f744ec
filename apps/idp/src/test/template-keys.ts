import type { IdpDatabase } from '../database.ts';
import { loadCookieKeys, loadSigningKeys } from '../keys.ts';

/**
 * Gives a test template the provider's keys, as its first start would. Every copy then starts
 * with them instead of making its own: an RSA key pair costs 50–200 ms of CPU, and a test run
 * copies a template more than two hundred times. Tests of key creation and rotation start from
 * a copy that has a key, as a provider's second start does (keys.test.ts, standalone.test.ts).
 */
export async function giveTemplateKeys(db: IdpDatabase): Promise<void> {
  await loadSigningKeys(db);
  await loadCookieKeys(db);
}
