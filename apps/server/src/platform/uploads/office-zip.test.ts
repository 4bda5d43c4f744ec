import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OFFICE_ZIP_LIMITS, inspectOfficeZip, readOfficeZip } from './office-zip.ts';
import { zipOfParts, type ZipPart } from './test-files.ts';

const MiB = 1024 * 1024;
const REQUIRED = ['[Content_Types].xml', 'word/document.xml'];
const CONTENT_TYPES: ZipPart = { name: '[Content_Types].xml', content: '<Types/>', deflate: true };
const DOCUMENT: ZipPart = { name: 'word/document.xml', content: '<w:document/>', deflate: true };

/** A document whose one extra part inflates to `size` zero bytes. */
function withPadding(size: number, padding: Partial<ZipPart> = {}): Buffer {
  const zeros: ZipPart = { name: 'word/media/padding.bin', content: Buffer.alloc(size), deflate: true };
  return zipOfParts([CONTENT_TYPES, DOCUMENT, { ...zeros, ...padding }]);
}

/**
 * Runs `work` while sampling the process's memory outside the JavaScript heap (where inflated
 * buffers live) and counting how often a timer could run: a check that inflated whole and in one
 * go would show as a jump in memory and a timer that never ran.
 */
async function observe<T>(work: () => Promise<T>) {
  const baseline = process.memoryUsage().arrayBuffers;
  let peak = baseline;
  let ticks = 0;
  const sampler = setInterval(() => {
    ticks += 1;
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
  }, 1);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    return { result, growth: peak - baseline, ticks };
  } finally {
    clearInterval(sampler);
  }
}

describe('reading an office file without trusting its ZIP directory', () => {
  it('V5.2.3 stops a part whose headers under-declare its size at the declared size (the lying bomb)', async () => {
    // 64 MiB of zeros in about 64 KiB, declared as 2,000 bytes in both headers.
    const bomb = withPadding(64 * MiB, { declaredSize: 2000 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const { result, growth } = await observe(() => inspectOfficeZip(bomb, REQUIRED));
    expect(result).toEqual({ ok: false, reason: 'a part inflates beyond its declared size' });
    expect(growth).toBeLessThan(8 * MiB);
  });

  it('V5.2.3 a lying part is refused also when the caller keeps it', async () => {
    const bomb = withPadding(64 * MiB, { name: 'word/document2.xml', declaredSize: 2000 });
    const { result, growth } = await observe(() =>
      readOfficeZip(bomb, REQUIRED, { keep: (name) => name.endsWith('.xml') }),
    );
    expect(result).toEqual({ ok: false, reason: 'a part inflates beyond its declared size' });
    expect(growth).toBeLessThan(8 * MiB);
  });

  it('V5.2.3 refuses an honest bomb by its declared size, before inflating a byte', async () => {
    const bomb = withPadding(64 * MiB);
    expect(bomb.length * OFFICE_ZIP_LIMITS.maxRatio).toBeLessThan(64 * MiB);
    const { result, growth } = await observe(() => inspectOfficeZip(bomb, REQUIRED));
    expect(result).toEqual({ ok: false, reason: 'uncompressed size too large' });
    expect(growth).toBeLessThan(8 * MiB);
  });

  it('V5.2.3 refuses a part that declares more than it holds', async () => {
    const short = withPadding(1000, { declaredSize: 5000 });
    expect(await inspectOfficeZip(short, REQUIRED)).toEqual({
      ok: false,
      reason: 'a part is shorter than its declared size',
    });
  });

  it('V5.2.3 refuses a stored part whose size is under-declared', async () => {
    const stored = withPadding(100 * 1024, { deflate: false, declaredSize: 10 });
    expect((await inspectOfficeZip(stored, REQUIRED)).ok).toBe(false);
  });

  it('reads 5,000 entries and refuses 5,001, before inflating any', async () => {
    const small = (count: number) =>
      zipOfParts([
        CONTENT_TYPES,
        DOCUMENT,
        ...Array.from({ length: count - 2 }, (_, i) => ({ name: `word/p${i}.xml`, content: '<a/>' })),
      ]);
    const allowed = await inspectOfficeZip(small(OFFICE_ZIP_LIMITS.maxEntries), REQUIRED);
    expect(allowed.ok && allowed.entries.length).toBe(OFFICE_ZIP_LIMITS.maxEntries);
    expect(await inspectOfficeZip(small(OFFICE_ZIP_LIMITS.maxEntries + 1), REQUIRED)).toEqual({
      ok: false,
      reason: 'too many entries',
    });
  });

  it('V5.2.3 never opens a ZIP inside the file: a nested bomb stays the bytes it is', async () => {
    const inner = withPadding(64 * MiB, { declaredSize: 2000 });
    const outer = zipOfParts([CONTENT_TYPES, DOCUMENT, { name: 'word/media/inner.zip', content: inner }]);
    const { result, growth } = await observe(() =>
      readOfficeZip(outer, REQUIRED, { keep: (name) => name.endsWith('.zip') }),
    );
    expect(result.ok && result.parts.get('word/media/inner.zip')).toEqual(inner);
    expect(growth).toBeLessThan(8 * MiB);
  });

  it('V5.2.3 inflates a large honest file a chunk at a time, letting other work run meanwhile', async () => {
    // A stored part makes the archive large enough that 48 MiB of zeros stay within 100× of it.
    const large = zipOfParts([
      CONTENT_TYPES,
      DOCUMENT,
      { name: 'word/media/stored.bin', content: Buffer.alloc(600 * 1024, 1) },
      { name: 'word/media/zeros.bin', content: Buffer.alloc(48 * MiB), deflate: true },
    ]);
    const { result, ticks } = await observe(() => inspectOfficeZip(large, REQUIRED));
    expect(result.ok).toBe(true);
    expect(ticks).toBeGreaterThan(0);
  });

  it('keeps only the parts asked for, and no more than the caller can hold', async () => {
    const file = withPadding(0, { content: randomBytes(64 * 1024) });
    const read = await readOfficeZip(file, REQUIRED, { keep: (name) => name.endsWith('.xml') });
    expect(read.ok && [...read.parts.keys()]).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(read.ok && read.parts.get('word/document.xml')?.toString()).toBe('<w:document/>');
    expect(await readOfficeZip(file, REQUIRED, { keep: () => true, keptLimit: 1024 })).toEqual({
      ok: false,
      reason: 'the parts to read are too large',
    });
  });

  it('refuses a part with a compression method it does not read', async () => {
    const file = zipOfParts([CONTENT_TYPES, DOCUMENT]);
    // The second part's method, in its local and central headers: 12 (bzip2).
    const local = file.indexOf(Buffer.from('word/document.xml')) - 30;
    file.writeUInt16LE(12, local + 8);
    const central = file.lastIndexOf(Buffer.from('word/document.xml')) - 46;
    file.writeUInt16LE(12, central + 10);
    expect(await inspectOfficeZip(file, REQUIRED)).toEqual({
      ok: false,
      reason: 'a part uses an unsupported compression method',
    });
  });
});
