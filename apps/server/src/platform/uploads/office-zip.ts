import { createInflateRaw } from 'node:zlib';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * Reads an Office Open XML file (DOCX, XLSX) without trusting what its ZIP directory says
 * (docs/security.md, "Limits in force"; docs/product/uploads.md#office-files):
 * - the directory is vetted first (yauzl refuses entry names that are absolute or climb out with
 *   `..`): too many entries, a declared total too large for the limits, missing required parts;
 * - then every part is inflated as a stream, a chunk at a time on the thread pool, and counted:
 *   a part that yields one byte more than its directory declared, or fewer, ends the read at once,
 *   so a directory that under-declares a part can neither claim memory nor hold the event loop.
 *   The total that really comes out is bounded by the same limits as the declared one.
 * Callers keep the parts they need as bytes (`keep`); every other part is counted and dropped.
 */
export const OFFICE_ZIP_LIMITS = {
  maxEntries: 5000,
  maxUncompressedBytes: 512 * 1024 * 1024,
  /** Uncompressed may be at most this many times the archive (ordinary XML is ~10–20×). */
  maxRatio: 100,
} as const;

export type OfficeZipVerdict = { ok: true; entries: string[] } | { ok: false; reason: string };

type OfficeZipRead =
  { ok: true; entries: string[]; parts: Map<string, Buffer> } | { ok: false; reason: string };

interface OfficeZipReadOptions {
  /** Which parts to hand back inflated; the others are only checked. */
  keep?: (name: string) => boolean;
  /** At most this many bytes in all of the kept parts (what the caller holds in memory). */
  keptLimit?: number;
}

/** yauzl's words for a name it refuses (absolute, `..`, backslashes). */
const UNSAFE_NAME = /invalid relative path|absolute path|invalid characters in fileName/i;
const STORED = 0;
const DEFLATED = 8;

/** Why reading stopped, in words a person who uploaded the file can act on. */
class Refusal extends Error {}

/** Checks the archive through and through without keeping any part. */
export async function inspectOfficeZip(
  data: Buffer,
  requiredEntries: readonly string[],
): Promise<OfficeZipVerdict> {
  const read = await readOfficeZip(data, requiredEntries);
  return read.ok ? { ok: true, entries: read.entries } : read;
}

/** Checks the archive as `inspectOfficeZip` does and answers the parts `keep` asks for, inflated. */
export async function readOfficeZip(
  data: Buffer,
  requiredEntries: readonly string[],
  options: OfficeZipReadOptions = {},
): Promise<OfficeZipRead> {
  if (data.length < 22 || data.readUInt32LE(0) !== 0x04034b50) return { ok: false, reason: 'not a ZIP file' };
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await openZip(data);
    const entries = await listEntries(zip);
    const names = entries.map((entry) => entry.fileName);
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > totalLimit(data)) return { ok: false, reason: 'uncompressed size too large' };
    const missing = requiredEntries.filter((entry) => !names.includes(entry));
    if (missing.length > 0) return { ok: false, reason: `missing ${missing.join(', ')}` };
    const parts = await inflateAll(zip, entries, totalLimit(data), options);
    return { ok: true, entries: names, parts };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: UNSAFE_NAME.test(message) ? 'unsafe entry name' : 'damaged ZIP directory' };
  } finally {
    zip?.close();
  }
}

/** The most an archive of this size may inflate to, in all. */
function totalLimit(data: Buffer): number {
  return Math.min(OFFICE_ZIP_LIMITS.maxUncompressedBytes, data.length * OFFICE_ZIP_LIMITS.maxRatio);
}

function openZip(data: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // Sizes are checked here, against the bytes that really come out, not by yauzl.
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, autoClose: false, validateEntrySizes: false },
      (error, zip) => (error || !zip ? reject(error ?? new Error('no ZIP')) : resolve(zip)),
    );
  });
}

/** The directory's entries (folders left out), refused past the entry limit before any is read. */
function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > OFFICE_ZIP_LIMITS.maxEntries) return Promise.reject(new Refusal('too many entries'));
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Inflates each part in turn; answers the kept ones. */
async function inflateAll(
  zip: yauzl.ZipFile,
  entries: readonly yauzl.Entry[],
  limit: number,
  options: OfficeZipReadOptions,
): Promise<Map<string, Buffer>> {
  const parts = new Map<string, Buffer>();
  let total = 0;
  let kept = 0;
  for (const entry of entries) {
    const keep = options.keep?.(entry.fileName) ?? false;
    const chunks: Buffer[] = [];
    const size = await inflateEntry(zip, entry, (chunk) => {
      total += chunk.length;
      if (total > limit) throw new Refusal('uncompressed size too large');
      if (!keep) return;
      kept += chunk.length;
      if (kept > (options.keptLimit ?? Number.POSITIVE_INFINITY))
        throw new Refusal('the parts to read are too large');
      chunks.push(chunk);
    });
    if (keep) parts.set(entry.fileName, Buffer.concat(chunks, size));
  }
  return parts;
}

/**
 * Streams one part through its own inflater, handing each chunk to `take`; fails as soon as the
 * part yields more than its declared size, or ends short of it. Answers the bytes counted.
 */
async function inflateEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  take: (chunk: Buffer) => void,
): Promise<number> {
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
    throw new Refusal('a part uses an unsupported compression method');
  }
  const deflated = entry.compressionMethod === DEFLATED;
  // yauzl hands over the raw bytes; the inflater is ours, so it can be stopped mid-part.
  const raw = await openRaw(zip, entry, deflated);
  const source: Readable = deflated ? raw.pipe(createInflateRaw()) : raw;
  if (deflated) raw.on('error', (error) => source.destroy(error));
  let count = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      count += chunk.length;
      if (count > entry.uncompressedSize) throw new Refusal('a part inflates beyond its declared size');
      take(chunk);
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal('damaged ZIP data');
  } finally {
    raw.destroy();
    source.destroy();
  }
  if (count < entry.uncompressedSize) throw new Refusal('a part is shorter than its declared size');
  return count;
}

function openRaw(zip: yauzl.ZipFile, entry: yauzl.Entry, deflated: boolean): Promise<Readable> {
  return new Promise((resolve, reject) => {
    // yauzl allows `decompress` only on a compressed entry.
    zip.openReadStream(entry, deflated ? { decompress: false } : {}, (error, stream) =>
      error ? reject(error) : resolve(stream),
    );
  });
}
