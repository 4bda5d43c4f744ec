/**
 * Just enough of the ZIP format to vet an Office Open XML file (DOCX, XLSX) before anything
 * inflates it (DESIGN §5): the central directory is read, nothing is decompressed. Refuses
 * ZIP64, too many entries, a suspicious total uncompressed size (zip bombs), path tricks in
 * entry names, and archives without the parts the declared type must have.
 */
export const OFFICE_ZIP_LIMITS = {
  maxEntries: 5000,
  maxUncompressedBytes: 512 * 1024 * 1024,
  /** Uncompressed may be at most this many times the archive (ordinary XML is ~10–20×). */
  maxRatio: 100,
} as const;

export type OfficeZipVerdict = { ok: true; entries: string[] } | { ok: false; reason: string };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export function inspectOfficeZip(data: Buffer, requiredEntries: readonly string[]): OfficeZipVerdict {
  if (data.length < 22 || data.readUInt32LE(0) !== 0x04034b50) return { ok: false, reason: 'not a ZIP file' };
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 65535); at--) {
    if (data.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'no ZIP directory' };
  const count = data.readUInt16LE(eocd + 10);
  const directorySize = data.readUInt32LE(eocd + 12);
  const directoryOffset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    return { ok: false, reason: 'ZIP64 archives are not accepted' };
  }
  if (count > OFFICE_ZIP_LIMITS.maxEntries) return { ok: false, reason: 'too many entries' };
  if (directoryOffset + directorySize > eocd) return { ok: false, reason: 'damaged ZIP directory' };

  const entries: string[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > eocd || data.readUInt32LE(at) !== CENTRAL)
      return { ok: false, reason: 'damaged ZIP directory' };
    const uncompressed = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (uncompressed === 0xffffffff) return { ok: false, reason: 'ZIP64 archives are not accepted' };
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    if (name.startsWith('/') || name.split(/[/\\]/).includes('..'))
      return { ok: false, reason: 'unsafe entry name' };
    total += uncompressed;
    entries.push(name);
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (total > OFFICE_ZIP_LIMITS.maxUncompressedBytes || total > data.length * OFFICE_ZIP_LIMITS.maxRatio) {
    return { ok: false, reason: 'uncompressed size too large' };
  }
  const missing = requiredEntries.filter((entry) => !entries.includes(entry));
  if (missing.length > 0) return { ok: false, reason: `missing ${missing.join(', ')}` };
  return { ok: true, entries };
}
