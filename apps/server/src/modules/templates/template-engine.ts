import Docxtemplater, { type DXT } from 'docxtemplater';
import createInspectModule from 'docxtemplater/js/inspect-module.js';
import { TEMPLATE_FILTERS, type TemplateFilter } from '@atrium/contract/templates';
import { docxZip, type CheckedDocx } from './docx-archive.ts';

/**
 * docxtemplater set up for templates (docs/decisions/074-templates-design.md): tags only in double
 * braces, loops that take their paragraph with them, no changing of delimiters inside a file, and
 * a parser that looks a dotted path up in the data and applies a fixed set of filters. Nothing in
 * a tag is evaluated: `{{constructor}}`, `{{__proto__}}` or `{{this.x()}}` find nothing and stay empty.
 */
const OPTIONS = {
  delimiters: { start: '{{', end: '}}' },
  paragraphLoop: true,
  linebreaks: true,
  syntax: { changeDelimiterPrefix: null },
  errorLogging: false,
} as const;

/** A tag's path: names (letters, digits, _) joined by dots, or `.` for a loop's item itself. */
const PATH = /^(\.|[\p{L}_][\p{L}\p{N}_]*(\.[\p{L}_][\p{L}\p{N}_]*)*)$/u;

export interface ParsedTag {
  path: string;
  filters: string[];
  /** The path is a plain dotted name and every filter is one of TEMPLATE_FILTERS. */
  valid: boolean;
}

export function parseTag(raw: string): ParsedTag {
  const [path = '', ...filters] = raw.split('|').map((part) => part.trim());
  const valid =
    PATH.test(path) && filters.every((filter) => (TEMPLATE_FILTERS as readonly string[]).includes(filter));
  return { path, filters, valid };
}

/** Own properties of plain data only: prototypes, functions and methods are never reached. */
function lookUp(scope: unknown, path: string): unknown {
  if (path === '.') return typeof scope === 'object' ? undefined : scope;
  let value: unknown = scope;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return typeof value === 'function' ? undefined : value;
}

const FILTERS: Record<TemplateFilter, (text: string) => string> = {
  upper: (text) => text.toLocaleUpperCase(),
  lower: (text) => text.toLocaleLowerCase(),
  capitalize: (text) => text.charAt(0).toLocaleUpperCase() + text.slice(1),
};

function parser(tag: string) {
  const parsed = parseTag(tag);
  return {
    get(scope: unknown) {
      if (!parsed.valid) return undefined;
      const value = lookUp(scope, parsed.path);
      if (typeof value !== 'string') return value;
      return parsed.filters.reduce((text, filter) => FILTERS[filter as TemplateFilter](text), value);
    },
  };
}

/** A tag as the file uses it: its text between the braces and the loop it sits in. */
interface FoundTag {
  tag: string;
  loop: boolean;
  /** The innermost loop around it, or null. */
  parent: string | null;
}

export type Inspection =
  { ok: true; tags: FoundTag[] } | { ok: false; problems: { tag: string; problem: string }[] };

interface StructuredPart {
  type: string;
  value: string;
  module?: string;
  subparsed?: StructuredPart[];
}

function walk(parts: readonly StructuredPart[], parent: string | null, into: FoundTag[]): void {
  for (const part of parts) {
    if (part.type !== 'placeholder') continue;
    const loop = part.module === 'loop';
    into.push({ tag: part.value.trim(), loop, parent });
    if (part.subparsed) walk(part.subparsed, loop ? part.value.trim() : parent, into);
  }
}

type InspectApi = DXT.Module & { getAllStructuredTags(): unknown[] };

interface TemplateErrorLike {
  properties?: {
    id?: string;
    xtag?: string;
    openingtag?: string;
    errors?: { properties?: { id?: string; xtag?: string; openingtag?: string } }[];
  };
}

/** Compiles the file and lists its tags, or the structure problems that stop it compiling. */
export function inspectTemplate(docx: CheckedDocx): Inspection {
  // The module's file exports a factory (its typings say a class).
  const inspect = (createInspectModule as unknown as () => InspectApi)();
  try {
    new Docxtemplater(docxZip(docx), { ...OPTIONS, parser, modules: [inspect] });
  } catch (error) {
    const properties = (error as TemplateErrorLike).properties;
    const errors = properties?.errors ?? [{ properties }];
    return {
      ok: false,
      problems: errors.map((item) => ({
        tag: item.properties?.xtag ?? item.properties?.openingtag ?? '',
        problem: item.properties?.id ?? 'unreadable',
      })),
    };
  }
  const tags: FoundTag[] = [];
  walk(inspect.getAllStructuredTags() as StructuredPart[], null, tags);
  return { ok: true, tags };
}

/**
 * Fills the checked file with `values`; a tag that finds nothing is left empty. The file comes
 * checked (docx-archive.ts) so that the library never inflates a stored file's parts itself.
 */
export function renderTemplate(docx: CheckedDocx, values: Record<string, unknown>): Buffer {
  const document = new Docxtemplater(docxZip(docx), { ...OPTIONS, parser, nullGetter: () => '' });
  document.render(values);
  return document.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
}
