import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/security.md names, in every row of its tables, the tests that prove the row as
 * `file › test name` (`› name` for another test of the same file, `<…>` for the part a
 * parameterised test fills in). A renamed or deleted test must not leave the page claiming it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TABLES = ['## Threat model', '## ASVS 5.0 level 2 by area', '## Limits in force'];

interface TestReference {
  file: string;
  name: string;
}

interface Row {
  text: string;
  references: TestReference[];
}

/** The body rows of the tables under the given headings, with the tests their last cell names. */
function rowsOf(markdown: string, headings: readonly string[]): Row[] {
  const rows: Row[] = [];
  for (const heading of headings) {
    const start = markdown.indexOf(`${heading}\n`);
    if (start < 0) throw new Error(`docs/security.md has no section ${heading}`);
    const rest = markdown.slice(start + heading.length + 1);
    const end = rest.search(/\n## /);
    const lines = (end < 0 ? rest : rest.slice(0, end)).split('\n').filter((line) => line.startsWith('|'));
    // The header line and the |---| line come first.
    for (const line of lines.slice(2)) {
      const cells = line.split('|').slice(1, -1);
      rows.push({ text: line, references: referencesIn(cells.at(-1) ?? '') });
    }
  }
  return rows;
}

function referencesIn(cell: string): TestReference[] {
  const references: TestReference[] = [];
  let file: string | undefined;
  for (const [, span = ''] of cell.matchAll(/`([^`]+)`/g)) {
    const named = /^(\S+\.test\.ts) › (.+)$/.exec(span);
    if (named) {
      file = named[1]!;
      references.push({ file, name: named[2]! });
      continue;
    }
    const more = /^› (.+)$/.exec(span);
    if (more) {
      if (!file) throw new Error(`"${span}" follows no file in: ${cell}`);
      references.push({ file, name: more[1]! });
    }
  }
  return references;
}

/**
 * Whether the source declares a test of that name: an exact name must stand between quotes on
 * one line; a name with `<…>` parts needs its fixed parts, in order, on one line.
 */
function declaresTest(source: string, name: string): boolean {
  const lines = source.split('\n').map((line) => line.replaceAll("\\'", "'").replaceAll('\\"', '"'));
  const fixed = name.split(/<[^>]*>/);
  if (fixed.length === 1) {
    return lines.some((line) => ["'", '"', '`'].some((quote) => line.includes(`${quote}${name}${quote}`)));
  }
  return lines.some((line) => {
    let from = 0;
    for (const part of fixed) {
      const at = line.indexOf(part, from);
      if (at < 0) return false;
      from = at + part.length;
    }
    return true;
  });
}

/** A row without a test is allowed only when it says it is planned, or a build step with no test. */
const exempt = (row: Row) => row.text.includes('*planned*') || row.text.includes('no test |');

describe('docs/security.md names tests that exist', () => {
  const markdown = readFileSync(path.join(ROOT, 'docs/security.md'), 'utf8');
  const rows = rowsOf(markdown, TABLES);

  it('every row of its tables names at least one test, unless it is marked planned', () => {
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => row.references.length === 0 && !exempt(row)).map((row) => row.text)).toEqual(
      [],
    );
  });

  it('every `file › test name` it cites is a test of that file', () => {
    expect(rows.flatMap((row) => row.references).length).toBeGreaterThan(80);
    const missing: string[] = [];
    for (const { file, name } of rows.flatMap((row) => row.references)) {
      const full = path.join(ROOT, file);
      if (!existsSync(full)) missing.push(`${file} (no such file)`);
      else if (!declaresTest(readFileSync(full, 'utf8'), name)) missing.push(`${file} › ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('the check finds a renamed test and reads parameterised names', () => {
    const source = [
      "  it('V2.4.1 stops one address', async () => {});",
      "  it.each(OPS)('V3.5.1 %s refuses a page on another port (403)', async () => {});",
      '  it("V2.4.1 a stranger\'s reset", async () => {});',
    ].join('\n');
    expect(declaresTest(source, 'V2.4.1 stops one address')).toBe(true);
    expect(declaresTest(source, 'V2.4.1 stops one addres')).toBe(false);
    expect(declaresTest(source, "V2.4.1 a stranger's reset")).toBe(true);
    expect(declaresTest(source, 'V3.5.1 <operation> refuses a page on another port (403)')).toBe(true);
    expect(declaresTest(source, 'V3.5.1 <operation> refuses a page on another host (403)')).toBe(false);
    const [row] = rowsOf(
      '## T\n\n| a | b |\n|---|---|\n| x | `apps/a.test.ts › first`, `› second`; `npm run x` |\n',
      ['## T'],
    );
    expect(row?.references).toEqual([
      { file: 'apps/a.test.ts', name: 'first' },
      { file: 'apps/a.test.ts', name: 'second' },
    ]);
  });
});
