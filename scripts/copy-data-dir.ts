// `npm run data:copy -- <from> <to>`: backs up an embedded data folder (DATA_DIR: the PGlite
// database, generated keys, local files) or restores a backup into a new place. It takes the
// source folder's lock first (apps/server/src/db/data-dir-lock.ts), so it refuses while a server
// has the folder open and no server can start on it during the copy: PGlite's files are only
// consistent while nobody has them open. The copy is itself a data folder that `npm start` can
// use (DATA_DIR=<to>). See docs/operations.md, "Backups".
import { cp, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from '../apps/server/src/db/data-dir-lock.ts';

async function isEmptyOrMissing(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function main(): Promise<number> {
  const [fromArgument, toArgument] = process.argv.slice(2);
  if (!fromArgument || !toArgument) {
    process.stderr.write('usage: npm run data:copy -- <data folder or backup> <new empty folder>\n');
    return 2;
  }
  const from = path.resolve(fromArgument);
  const to = path.resolve(toArgument);
  const database = path.join(from, 'pglite');
  if (!(await stat(database).catch(() => null))?.isDirectory()) {
    process.stderr.write(`${from} is not an Atrium data folder (it has no pglite/ database).\n`);
    return 1;
  }
  if (!(await isEmptyOrMissing(to))) {
    process.stderr.write(`${to} is not empty: copy into a new or empty folder, never over data.\n`);
    return 1;
  }
  let lock;
  try {
    lock = await lockDataDir(from);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`Cannot copy now: ${error.message}\n`);
    return 1;
  }
  try {
    await cp(from, to, {
      recursive: true,
      preserveTimestamps: true,
      // Our own lock and half-written temporary files stay behind.
      filter: (source) => {
        const name = path.basename(source);
        return name !== DATA_DIR_LOCK_FILE && !name.endsWith('.tmp');
      },
    });
  } finally {
    await lock.release();
  }
  process.stdout.write(`Copied ${from} to ${to}\n`);
  return 0;
}

process.exitCode = await main();
