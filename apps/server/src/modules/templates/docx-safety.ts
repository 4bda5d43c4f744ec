import PizZip from 'pizzip';
import { inspectOfficeZip } from '../../platform/uploads/office-zip.ts';

/**
 * The check a template file passes before anything opens it (docs/product/templates.md#safety,
 * docs/decisions/074-templates-design.md):
 * - a real DOCX: a ZIP with [Content_Types].xml and word/document.xml whose main part is a
 *   document, not a macro-enabled one; the entry count and total uncompressed size are bounded
 *   from the ZIP directory before a byte is inflated (zip bombs);
 * - no DOCTYPE or ENTITY in any XML part (external entities);
 * - no macros (vbaProject, .docm content types), no embedded or ActiveX objects;
 * - no DDE, DDEAUTO, INCLUDETEXT or INCLUDEPICTURE fields (they run or fetch things on open);
 * - no relationships to outside targets but hyperlinks; a link to an outside attached template
 *   (Word writes one for documents made from a custom template) is removed and reported as
 *   `attached_template`.
 */
export type DocxVerdict = { ok: true; data: Buffer; removed: string[] } | { ok: false; reason: string };

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
  const listed = await inspectOfficeZip(data, ['[Content_Types].xml', 'word/document.xml']);
  if (!listed.ok) return refuse(`not a valid DOCX file (${listed.reason})`);
  if (listed.entries.some((name) => MACRO_PARTS.test(name))) return refuse('the file holds macros');
  if (listed.entries.some((name) => EMBEDDED_PARTS.test(name)))
    return refuse('the file holds embedded objects');

  let zip: PizZip;
  try {
    zip = new PizZip(data);
  } catch {
    return refuse('not a valid DOCX file (damaged ZIP)');
  }
  const contentTypes = zip.file('[Content_Types].xml')?.asText() ?? '';
  if (MACRO_TYPES.test(contentTypes)) return refuse('the file holds macros (a .docm or .dotm)');
  if (!contentTypes.includes(DOCUMENT_MAIN) && !contentTypes.includes(TEMPLATE_MAIN)) {
    return refuse('not a valid DOCX file (no word-processing document part)');
  }

  const removed: string[] = [];
  let changed = false;
  for (const name of Object.keys(zip.files)) {
    const entry = zip.files[name]!;
    if (entry.dir || !/\.(xml|rels)$/i.test(name)) continue;
    const xml = entry.asText();
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
        zip.file(name, outcome.xml);
        removed.push(...outcome.removed);
        changed = true;
      }
    }
  }
  if (removed.length > 0) {
    const settings = zip.file('word/settings.xml')?.asText();
    if (settings) zip.file('word/settings.xml', settings.replace(/<w:attachedTemplate\b[^>]*\/>/g, ''));
  }
  const kept = changed ? zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }) : data;
  return { ok: true, data: kept, removed };
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
