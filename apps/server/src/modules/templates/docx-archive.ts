import PizZip from 'pizzip';
import { readOfficeZip } from '../../platform/uploads/office-zip.ts';

/**
 * A DOCX whose every part has been inflated through the bounded reader, with its XML parts at
 * hand (docs/product/templates.md#safety). The template library works on a zip whose XML parts
 * are these checked bytes, so it never inflates a file's own deflated XML itself: a file that
 * lies about a part's size cannot reach it, whenever and however often the file is opened.
 */
export interface CheckedDocx {
  /** The file as stored. */
  bytes: Buffer;
  /** Every part read as text by the checks and by the template library, already inflated. */
  textParts: ReadonlyMap<string, Buffer>;
  entries: readonly string[];
}

const DOCX_REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'] as const;

/** The parts the checks and the template library read as text. */
const TEXT_PART = /\.(xml|rels)$/i;

/**
 * The most text a template may hold, in all of its XML parts: the template library parses it
 * in one go, so it is held well below the general limit for office files (a 2,000-page letter
 * is about 20 MiB of XML).
 */
const TEMPLATE_TEXT_LIMIT = 32 * 1024 * 1024;

type CheckedDocxRead = { ok: true; docx: CheckedDocx } | { ok: false; reason: string };

/** Reads `bytes` as a DOCX through the bounded reader; says why when it cannot. */
export async function readCheckedDocx(bytes: Buffer): Promise<CheckedDocxRead> {
  const read = await readOfficeZip(bytes, DOCX_REQUIRED_PARTS, {
    keep: (name) => TEXT_PART.test(name),
    keptLimit: TEMPLATE_TEXT_LIMIT,
  });
  if (!read.ok) return read;
  return { ok: true, docx: { bytes, textParts: read.parts, entries: read.entries } };
}

/**
 * A fresh zip of the file for the template library, its text parts replaced by the checked
 * bytes. The other parts (images) are carried over compressed as they are when the library
 * writes its result, never inflated.
 */
export function docxZip(docx: CheckedDocx): PizZip {
  const zip = new PizZip(docx.bytes);
  for (const [name, data] of docx.textParts) zip.file(name, data);
  return zip;
}

/** A part's text, as the checks read it. */
export function partText(docx: CheckedDocx, name: string): string | undefined {
  return docx.textParts.get(name)?.toString('utf8');
}

/** Reads a file the product made itself (the demo templates, tests, benchmarks): a refusal is a bug. */
export async function readOwnDocx(bytes: Buffer): Promise<CheckedDocx> {
  const read = await readCheckedDocx(bytes);
  if (!read.ok) throw new Error(`A DOCX made by the product was refused: ${read.reason}`);
  return read.docx;
}
