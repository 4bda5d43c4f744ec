import PizZip from 'pizzip';

/**
 * The ZIP of a bulk generation (docs/product/templates.md#bulk-generation): documents stored as
 * they are (a DOCX or PDF is compressed already), a repeated name written `Name (2).docx`.
 */
export class BulkZip {
  private readonly zip = new PizZip();
  private readonly taken = new Set<string>();

  add(name: string, file: Buffer): void {
    let candidate = name;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n += 1) {
      candidate = name.replace(/(\.docx|\.pdf)?$/i, ` (${n})$1`);
    }
    this.taken.add(candidate.toLowerCase());
    this.zip.file(candidate, file, { binary: true, compression: 'STORE' });
  }

  toBuffer(): Buffer {
    return this.zip.generate({ type: 'nodebuffer' });
  }
}
