import yauzl from 'yauzl';

/**
 * Vets an Office Open XML file (DOCX, XLSX) before anything inflates it: yauzl reads the ZIP
 * central directory (and refuses entry names that are absolute or climb out with `..`), nothing is
 * decompressed. Refused: too many entries, a suspicious total uncompressed size (zip bombs), and
 * archives without the parts the declared type must have.
 */
const OFFICE_ZIP_LIMITS = {
  maxEntries: 5000,
  maxUncompressedBytes: 512 * 1024 * 1024,
  /** Uncompressed may be at most this many times the archive (ordinary XML is ~10–20×). */
  maxRatio: 100,
} as const;

export type OfficeZipVerdict = { ok: true; entries: string[] } | { ok: false; reason: string };

/** yauzl's words for a name it refuses (absolute, `..`, backslashes). */
const UNSAFE_NAME = /invalid relative path|absolute path|invalid characters in fileName/i;

export async function inspectOfficeZip(
  data: Buffer,
  requiredEntries: readonly string[],
): Promise<OfficeZipVerdict> {
  if (data.length < 22 || data.readUInt32LE(0) !== 0x04034b50) return { ok: false, reason: 'not a ZIP file' };
  let listed: { names: string[]; total: number } | { refused: string };
  try {
    listed = await listEntries(data);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: UNSAFE_NAME.test(message) ? 'unsafe entry name' : 'damaged ZIP directory' };
  }
  if ('refused' in listed) return { ok: false, reason: listed.refused };
  const { names, total } = listed;
  if (total > OFFICE_ZIP_LIMITS.maxUncompressedBytes || total > data.length * OFFICE_ZIP_LIMITS.maxRatio) {
    return { ok: false, reason: 'uncompressed size too large' };
  }
  const missing = requiredEntries.filter((entry) => !names.includes(entry));
  if (missing.length > 0) return { ok: false, reason: `missing ${missing.join(', ')}` };
  return { ok: true, entries: names };
}

/** The entry names and their declared uncompressed sizes, from the central directory only. */
function listEntries(data: Buffer): Promise<{ names: string[]; total: number } | { refused: string }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: false }, (openError, zip) => {
      if (openError || !zip) return reject(openError ?? new Error('no ZIP'));
      if (zip.entryCount > OFFICE_ZIP_LIMITS.maxEntries) {
        zip.close();
        return resolve({ refused: 'too many entries' });
      }
      const names: string[] = [];
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve({ names, total }));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
