import { docxZip, partText, readCheckedDocx, type CheckedDocx } from './docx-archive.ts';

/**
 * The check a template file passes before anything opens it (docs/product/templates.md#safety,
 * docs/decisions/074-templates-design.md):
 * - a real DOCX: a ZIP with [Content_Types].xml and word/document.xml whose main part is a
 *   document, not a macro-enabled one; the entry count and total uncompressed size are bounded
 *   from the ZIP directory before a byte is inflated, and every part is then inflated as a stream
 *   that stops at its declared size and at the total (zip bombs, also those whose directory
 *   lies: docx-archive.ts);
 * - no DOCTYPE or ENTITY in any XML part (external entities);
 * - no macros (vbaProject, .docm content types), no embedded or ActiveX objects;
 * - no DDE, DDEAUTO, INCLUDETEXT or INCLUDEPICTURE fields (they run or fetch things on open);
 * - no relationships to outside targets but hyperlinks; a link to an outside attached template
 *   (Word writes one for documents made from a custom template) is removed and reported as
 *   `attached_template`.
 */
export type DocxVerdict =
  { ok: true; data: Buffer; removed: string[]; docx: CheckedDocx } | { ok: false; reason: string };

const DOCUMENT_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const TEMPLATE_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml';
const MACRO_TYPES = /macroEnabled|vbaProject|vbaData|activeX/i;
const MACRO_PARTS = /(^|\/)(vbaProject\.bin|vbaData\.xml|vbaProjectSignature\.bin)$|(^|\/)activeX\//i;
const EMBEDDED_PARTS = /^word\/embeddings\//i;
const DECLARATIONS = /<!\s*(DOCTYPE|ENTITY)/i;
const DANGEROUS_FIELDS = /\b(DDE|DDEAUTO|INCLUDETEXT|INCLUDEPICTURE|IMPORT|LINK)\b/i;
const EMBEDDED_ELEMENTS = /<(w:object|o:OLEObject|w:control)\b/;
const HYPERLINK_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink';
const ATTACHED_TEMPLATE_TYPE =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate';
const RELATIONSHIP = /<Relationship\b[^>]*\/>|<Relationship\b[^>]*>[\s\S]*?<\/Relationship>/g;

const refuse = (reason: string): DocxVerdict => ({ ok: false, reason });

function attribute(element: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(element);
  return match ? (match[2] ?? match[3] ?? '') : null;
}

/** The text of a part's field instructions: complex fields (split over runs) and simple ones. */
function fieldInstructions(xml: string): string {
  const complex = [...xml.matchAll(/<w:instrText\b[^>]*>([^<]*)<\/w:instrText>/g)].map((m) => m[1]);
  const simple = [...xml.matchAll(/<w:fldSimple\b[^>]*>/g)].map((m) => attribute(m[0], 'w:instr') ?? '');
  return [...complex, ...simple].join('');
}

/** Checks `fileName` and `data`; answers the bytes to keep (rewritten only when something was removed). */
export async function checkTemplateDocx(data: Buffer, fileName: string): Promise<DocxVerdict> {
  if (!/\.docx$/i.test(fileName)) return refuse('the file name must end in .docx');
  const read = await readCheckedDocx(data);
  if (!read.ok) return refuse(`not a valid DOCX file (${read.reason})`);
  const { docx } = read;
  if (docx.entries.some((name) => MACRO_PARTS.test(name))) return refuse('the file holds macros');
  if (docx.entries.some((name) => EMBEDDED_PARTS.test(name)))
    return refuse('the file holds embedded objects');

  const contentTypes = partText(docx, '[Content_Types].xml') ?? '';
  if (MACRO_TYPES.test(contentTypes)) return refuse('the file holds macros (a .docm or .dotm)');
  if (!contentTypes.includes(DOCUMENT_MAIN) && !contentTypes.includes(TEMPLATE_MAIN)) {
    return refuse('not a valid DOCX file (no word-processing document part)');
  }

  const removed: string[] = [];
  const rewritten = new Map<string, string>();
  for (const name of docx.textParts.keys()) {
    const xml = partText(docx, name)!;
    if (DECLARATIONS.test(xml)) return refuse(`${name} declares a DOCTYPE or ENTITY`);
    if (name.startsWith('word/') && name.endsWith('.xml')) {
      if (DANGEROUS_FIELDS.test(fieldInstructions(xml))) {
        return refuse(`${name} holds a field that runs or fetches content (DDE, INCLUDETEXT, …)`);
      }
      if (EMBEDDED_ELEMENTS.test(xml)) return refuse(`${name} holds an embedded object`);
    }
    if (name.endsWith('.rels')) {
      const outcome = checkRelationships(name, xml);
      if ('refused' in outcome) return refuse(outcome.refused);
      if (outcome.xml !== xml) {
        rewritten.set(name, outcome.xml);
        removed.push(...outcome.removed);
      }
    }
  }
  if (rewritten.size === 0) return { ok: true, data, removed, docx };
  const settings = partText(docx, 'word/settings.xml');
  if (settings) rewritten.set('word/settings.xml', settings.replace(/<w:attachedTemplate\b[^>]*\/>/g, ''));
  const zip = docxZip(docx);
  for (const [name, xml] of rewritten) zip.file(name, xml);
  const kept = zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
  const reread = await readCheckedDocx(kept);
  if (!reread.ok) return refuse(`not a valid DOCX file (${reread.reason})`);
  return { ok: true, data: kept, removed, docx: reread.docx };
}

function checkRelationships(
  name: string,
  xml: string,
): { xml: string; removed: string[] } | { refused: string } {
  const removed: string[] = [];
  const refusals: string[] = [];
  const rewritten = xml.replace(RELATIONSHIP, (element) => {
    if (attribute(element, 'TargetMode') !== 'External') return element;
    const type = attribute(element, 'Type');
    if (type === HYPERLINK_TYPE) return element;
    if (type === ATTACHED_TEMPLATE_TYPE) {
      removed.push('attached_template');
      return '';
    }
    refusals.push(`${name} links to outside content (${type?.split('/').pop() ?? 'unknown'})`);
    return element;
  });
  return refusals.length > 0 ? { refused: refusals[0]! } : { xml: rewritten, removed };
}
