import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * Why ES256 with a key pair rather than an HS256 secret: only the API can mint tokens, while
 * anything else that must check them (the push service, another process) gets the public key
 * and nothing it could sign with. The key is generated once and kept under DATA_DIR so that a
 * restart does not sign everybody out; several instances share one key through
 * ACCESS_TOKEN_PRIVATE_KEY (each would otherwise generate its own and reject the others').
 */

export interface AccessTokenKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export const ACCESS_TOKEN_KEY_FILE = path.join('keys', 'access-token-es256.pem');

export async function loadAccessTokenKey(options: {
  privateKeyPem: string | null;
  dataDir: string;
}): Promise<AccessTokenKey> {
  if (options.privateKeyPem) return fromPem(options.privateKeyPem, 'ACCESS_TOKEN_PRIVATE_KEY');
  const file = path.join(options.dataDir, ACCESS_TOKEN_KEY_FILE);
  const existing = await readIfPresent(file);
  if (existing !== null) return fromPem(existing, file);

  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Whole or not at all: a start interrupted while writing must not leave half a key that every
  // later start refuses. Written beside the target, then hard-linked into place, which fails if
  // another process created the key meanwhile (then theirs is used rather than overwritten).
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, pem, { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fromPem(await readFile(file, 'utf8'), file);
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
  return fromPem(pem, file);
}

function fromPem(pem: string, source: string): AccessTokenKey {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch {
    throw new Error(`${source} does not hold a readable private key`);
  }
  const curve = privateKey.asymmetricKeyDetails?.namedCurve;
  if (privateKey.asymmetricKeyType !== 'ec' || curve !== 'prime256v1') {
    throw new Error(`${source} must be a P-256 (ES256) EC private key`);
  }
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

async function readIfPresent(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
