import PizZip from 'pizzip';

/** A paragraph: its text, or its runs (a tag split over runs, as word processors write them). */
export type DocxParagraph = string | { runs: string[]; bold?: boolean };

export interface MinimalDocxOptions {
  /** Extra ZIP entries (name → text), e.g. a relationships part, for tests of the safety check. */
  extraEntries?: Record<string, string>;
  /** Replaces the content types part. */
  contentTypes?: string;
  /** Replaces document.xml's body with this XML. */
  bodyXml?: string;
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function paragraphXml(paragraph: DocxParagraph): string {
  const { runs, bold } = typeof paragraph === 'string' ? { runs: [paragraph], bold: false } : paragraph;
  const properties = bold ? '<w:rPr><w:b/></w:rPr>' : '';
  return `<w:p>${runs.map((run) => `<w:r>${properties}<w:t xml:space="preserve">${escapeXml(run)}</w:t></w:r>`).join('')}</w:p>`;
}

/**
 * A small but valid DOCX written from text: the demo templates are made with it at seed time
 * (docs/decisions/074-templates-design.md), and tests build their files with it.
 */
export function minimalDocx(paragraphs: readonly DocxParagraph[], options: MinimalDocxOptions = {}): Buffer {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', options.contentTypes ?? CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  const body = options.bodyXml ?? paragraphs.map(paragraphXml).join('');
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      `<w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>` +
      '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/>' +
      '</w:sectPr></w:body></w:document>',
  );
  for (const [name, text] of Object.entries(options.extraEntries ?? {})) zip.file(name, text);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The text of a DOCX's main part, paragraph by paragraph (for tests and checks of generated files). */
export function docxParagraphs(data: Buffer): string[] {
  const xml = new PizZip(data).file('word/document.xml')?.asText() ?? '';
  return [...xml.matchAll(/<w:p\b[^>]*>([\s\S]*?)<\/w:p>/g)].map((paragraph) =>
    [...paragraph[1]!.matchAll(/<w:t\b[^>]*>([^<]*)<\/w:t>/g)]
      .map((text) => text[1]!)
      .join('')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

/** The files of a ZIP (a bulk generation's), by name, for tests. */
export function zipFiles(data: Buffer): { name: string; data: Buffer }[] {
  return Object.values(new PizZip(data).files)
    .filter((entry) => !entry.dir)
    .map((entry) => ({ name: entry.name, data: Buffer.from(entry.asUint8Array()) }));
}
