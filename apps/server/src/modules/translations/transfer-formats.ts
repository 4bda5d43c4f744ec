/**
 * The file formats a language travels in for offline work (docs/product/translations.md#import-and-export):
 * flat JSON ({"feature.key": "…", "feature.count_one": "…"}), nested JSON (the same keys as objects)
 * CSV (key, English, translation) and XLIFF 1.2 (one trans-unit per flat key, English as source).
 */
type Flat = Record<string, string>;

export function toNested(flat: Flat): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      node = (typeof child === 'object' && child !== null ? child : (node[part] = {})) as Record<
        string,
        unknown
      >;
    }
    node[parts.at(-1)!] = text;
  }
  return nested;
}

/** Flat keys of a JSON file, nested or not; null when it is not an object of texts. */
export function fromJson(content: string): Flat | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const flat: Flat = {};
  const walk = (value: unknown, prefix: string): boolean => {
    if (typeof value === 'string') {
      flat[prefix] = value;
      return true;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    return Object.entries(value).every(([key, child]) => walk(child, prefix ? `${prefix}.${key}` : key));
  };
  return walk(parsed, '') ? flat : null;
}

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

/** RFC 4180 rows; null when a quoted field never ends. */
function parseCsv(content: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < content.length; index++) {
    const char = content[index]!;
    if (quoted) {
      if (char === '"' && content[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && content[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) return null;
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell !== ''));
}

/** Flat keys of a CSV export: the first column is the key, the last the translation. */
export function fromCsv(content: string): Flat | null {
  const rows = parseCsv(content.replace(/^\uFEFF/, ''));
  if (!rows || rows.length === 0) return null;
  const [header, ...body] = rows;
  if (header?.[0]?.trim().toLowerCase() !== 'key') return null;
  const flat: Flat = {};
  for (const row of body) {
    const key = row[0]?.trim();
    const text = row.at(-1);
    if (key && text !== undefined && row.length >= 2 && text !== '') flat[key] = text;
  }
  return flat;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => XML_ESCAPES[char]!);
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/** An XLIFF 1.2 document: rows of [key, English, translation]; an empty translation has no target. */
export function toXliff(language: string, rows: readonly (readonly [string, string, string])[]): string {
  const units = rows.map(
    ([key, source, target]) =>
      `      <trans-unit id="${escapeXml(key)}"><source>${escapeXml(source)}</source>${
        target ? `<target>${escapeXml(target)}</target>` : ''
      }</trans-unit>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
    `  <file original="atrium" source-language="en" target-language="${escapeXml(language)}" datatype="plaintext">`,
    '    <body>',
    ...units,
    '    </body>',
    '  </file>',
    '</xliff>',
    '',
  ].join('\n');
}

/** Flat keys of an XLIFF 1.2 file: each trans-unit's id and target; null when it is no XLIFF. */
export function fromXliff(content: string): Flat | null {
  if (!/<xliff\b/.test(content)) return null;
  const flat: Flat = {};
  for (const unit of content.matchAll(/<trans-unit\b[^>]*?\bid="([^"]*)"[^>]*>([\s\S]*?)<\/trans-unit>/g)) {
    const target = /<target\b[^>]*>([\s\S]*?)<\/target>/.exec(unit[2] ?? '');
    if (target && target[1] !== '') flat[unescapeXml(unit[1] ?? '')] = unescapeXml(target[1] ?? '');
  }
  return flat;
}
