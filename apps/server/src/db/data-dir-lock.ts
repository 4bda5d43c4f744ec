import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/*
 * PGlite is a single-process database: two servers opening the same folder both start, each
 * with its own idea of the data, and writes acknowledged by one are lost. So the process that
 * opens DATA_DIR/pglite first leaves its pid in DATA_DIR/atrium.lock and every other process
 * refuses to start while that pid lives. A lock left by a process that is gone (killed, crashed,
 * machine restarted) is taken over. See docs/operations.md, "The data folder lock".
 */

export const DATA_DIR_LOCK_FILE = 'atrium.lock';

/** Lock files this process holds: its own pid in a file is in use here, not left from a past life. */
const heldHere = new Set<string>();

interface Holder {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  readonly holder: Holder;
  constructor(dataDir: string, holder: Holder) {
    const where = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`;
    super(
      `DATA_DIR ${dataDir} is in use by another Atrium server (pid ${holder.pid}${where}, ` +
        `started ${holder.startedAt}). The embedded database can be opened by one process only: ` +
        `stop that server, or start this one with another DATA_DIR or with DATABASE_URL. ` +
        `If no such server runs, delete ${path.join(dataDir, DATA_DIR_LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
    this.holder = holder;
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still ours. */
  release(): Promise<void>;
}

/** Takes DATA_DIR's lock for this process or throws DataDirInUseError naming the holder. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  const content = JSON.stringify({
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  } satisfies Holder);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await createExclusively(file, content)) {
      heldHere.add(file);
      const releaseSync = () => {
        heldHere.delete(file);
        removeIfOurs(file, content);
      };
      process.once('exit', releaseSync);
      return {
        file,
        async release() {
          process.removeListener('exit', releaseSync);
          releaseSync();
        },
      };
    }
    const found = await readIfPresent(file);
    if (found === null) continue; // its holder just released it
    const holder = parseHolder(found);
    if (holder && (heldHere.has(file) || isAlive(holder))) throw new DataDirInUseError(dataDir, holder);
    // Stale (or unreadable): remove exactly what we read, so a lock another starting process
    // wrote meanwhile is left alone, then try again.
    if ((await readIfPresent(file)) === found) await unlink(file).catch(() => undefined);
  }
  throw new Error(`Could not take ${file}: other processes keep replacing it`);
}

/** Whole content or nothing: written beside the target, then hard-linked (fails if it exists). */
async function createExclusively(file: string, content: string): Promise<boolean> {
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, content, { mode: 0o644 });
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) return null;
    return {
      pid: value.pid,
      hostname: typeof value.hostname === 'string' ? value.hostname : 'unknown',
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : 'at an unknown time',
    };
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  // A process on another machine (a shared folder) cannot be checked from here: assume it runs.
  if (holder.hostname !== hostname()) return true;
  // Our own pid in the file is a lock from a previous life (containers restart as pid 1).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // After a reboot the pid may belong to something else entirely; on Linux look at what it runs.
  try {
    return readFileSync(`/proc/${holder.pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function removeIfOurs(file: string, content: string): void {
  try {
    if (readFileSync(file, 'utf8') === content) unlinkSync(file);
  } catch {
    // already gone
  }
}

async function readIfPresent(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
