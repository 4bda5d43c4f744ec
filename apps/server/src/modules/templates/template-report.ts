import type { TagCatalogue, TemplateReport } from '@atrium/contract/templates';
import type { CheckedDocx } from './docx-archive.ts';
import { inspectTemplate, parseTag } from './template-engine.ts';

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const kept = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length]!;
}

/** The closest known tag, when it is close enough to be a slip: "did you mean …?". */
export function suggestTag(tag: string, known: readonly string[]): string | null {
  const wanted = tag.toLocaleLowerCase();
  let best: { tag: string; distance: number } | null = null;
  for (const candidate of known) {
    const d = distance(wanted, candidate.toLocaleLowerCase());
    if (!best || d < best.distance) best = { tag: candidate, distance: d };
  }
  if (!best) return null;
  const allowed = Math.max(2, Math.floor(Math.max(wanted.length, best.tag.length) / 4));
  return best.distance <= allowed ? best.tag : null;
}

/**
 * What a template file uses, checked against the catalogue (docs/product/templates.md#validation-report):
 * every tag found, the unknown ones with a suggestion, loops that are not balanced and filters
 * that do not exist. A value may stand in a loop of its own kind (`{{#member.manager}}…` shows
 * the part only when there is a manager); inside a loop, its items' fields and every outer tag are known.
 */
export function templateReport(
  docx: CheckedDocx,
  catalogue: TagCatalogue,
  removed: string[],
): TemplateReport {
  const inspection = inspectTemplate(docx);
  if (!inspection.ok) return { tags: [], unknown: [], problems: inspection.problems, removed };
  const topLevel = catalogue.tags.filter((entry) => entry.parent === null).map((entry) => entry.tag);
  const tags: string[] = [];
  const unknown: TemplateReport['unknown'] = [];
  const problems: TemplateReport['problems'] = [];
  const seen = new Set<string>();
  for (const found of inspection.tags) {
    if (!seen.has(found.tag)) tags.push(found.tag);
    const parsed = parseTag(found.tag);
    const items = catalogue.tags
      .filter((entry) => found.parent !== null && entry.parent === found.parent)
      .map((entry) => entry.tag);
    const inScope = [...items, ...topLevel, ...(found.parent !== null ? ['.'] : [])];
    const key = `${found.parent ?? ''}\u0000${found.tag}`;
    if (seen.has(key)) continue;
    seen.add(found.tag);
    seen.add(key);
    if (!parsed.valid && /^[\p{L}_.][\p{L}\p{N}_.]*$/u.test(parsed.path) && parsed.filters.length > 0) {
      problems.push({ tag: found.tag, problem: 'unknown_filter' });
      continue;
    }
    if (parsed.valid && inScope.includes(parsed.path)) continue;
    if (unknown.some((entry) => entry.tag === found.tag)) continue;
    unknown.push({ tag: found.tag, suggestion: suggestTag(parsed.path, [...items, ...topLevel]) });
  }
  return { tags, unknown, problems, removed };
}
