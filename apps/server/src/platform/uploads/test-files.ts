import { crc32, deflateRawSync } from 'node:zlib';

/** A real 1×1 PNG (transparent pixel). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A PNG of `size` bytes: a real header followed by filler, enough for the magic-byte check. */
export function pngOfSize(size: number, fill = 7): Buffer {
  const data = Buffer.alloc(size, fill);
  PNG_1X1.copy(data, 0, 0, Math.min(PNG_1X1.length, size));
  return data;
}

export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
export const GIF_HEAD = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);
export const PDF_SMALL = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** One part of a hand-made ZIP: stored unless deflated, its directory size true unless `declaredSize`. */
export interface ZipPart {
  name: string;
  content: string | Buffer;
  deflate?: boolean;
  /** The uncompressed size the local and central headers claim (a lie when it differs). */
  declaredSize?: number;
}

/** A stored (uncompressed) ZIP of the given entries; enough structure for the OOXML check. */
export function zipOf(
  entries: Record<string, string | Buffer>,
  options: { fakeUncompressed?: number } = {},
): Buffer {
  return zipOfParts(
    Object.entries(entries).map(([name, content]) => ({
      name,
      content,
      declaredSize: options.fakeUncompressed,
    })),
  );
}

/** A ZIP written byte by byte, so a test can make its headers say what they like. */
export function zipOfParts(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const content = Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content);
    const data = part.deflate ? deflateRawSync(content) : content;
    const method = part.deflate ? 8 : 0;
    const declared = part.declaredSize ?? content.length;
    const nameBytes = Buffer.from(part.name);
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const DOCX_MINIMAL = zipOf({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
});

export const XLSX_MINIMAL = zipOf({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'xl/workbook.xml': '<?xml version="1.0"?><workbook/>',
});
