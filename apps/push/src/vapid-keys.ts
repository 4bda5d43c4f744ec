import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';

/** The VAPID key pair that identifies this deployment to the browsers' push services. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_KEYS_FILE = path.join('keys', 'vapid.json');

/**
 * Keys from configuration when given (several instances must share one pair, or subscriptions
 * made through one instance cannot be pushed by another); otherwise generated once and kept under
 * the data folder, so browser subscriptions survive restarts.
 */
export async function loadVapidKeys(options: {
  dataDir: string;
  publicKey?: string | undefined;
  privateKey?: string | undefined;
}): Promise<VapidKeys> {
  if (options.publicKey && options.privateKey) {
    return { publicKey: options.publicKey, privateKey: options.privateKey };
  }
  if (options.publicKey || options.privateKey) {
    throw new Error('VAPID public and private keys must be configured together');
  }
  const file = path.join(options.dataDir, VAPID_KEYS_FILE);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
    throw new Error(`${file} does not hold a VAPID key pair`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = webPush.generateVAPIDKeys();
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole to a private temporary file, then linked into place: link() fails if another
  // process got there first, and nobody can read a half-written file.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, JSON.stringify(generated), { mode: 0o600 });
  try {
    await link(temporary, file).catch((error: NodeJS.ErrnoException) => {
      // Another process created it first: use theirs, so both agree.
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await unlink(temporary);
  }
  const kept = JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}
