import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: code, tests and docs describe behaviour in docs/product/ and
 * docs/decisions/ and point there, never at an outside document's sections or at issue numbers.
 */
const root = join(import.meta.dirname, '..');
const FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs'];
// Assembled from parts so that this file does not match itself.
const SECTION = 'SPEC' + ' §';
const DESIGN_SECTION = 'DESIGN' + ' §';
const ISSUE = 'issue';
const OUTSIDE = new RegExp(`${SECTION}|${DESIGN_SECTION}|\\b${ISSUE}s? #?\\d`, 'i');

function outsideCitations(text: string): string[] {
  return text.split('\n').filter((line) => OUTSIDE.test(line));
}

describe('citations', () => {
  it('recognises an outside section, an issue number, and leaves other numbers alone', () => {
    expect(outsideCitations(`// ${SECTION}4 token handling`)).toHaveLength(1);
    expect(outsideCitations(`// ${DESIGN_SECTION}7 budget`)).toHaveLength(1);
    expect(outsideCitations(`// Time tracking (${ISSUE} 5).`)).toHaveLength(1);
    expect(outsideCitations(`// with ${ISSUE}s 3-5`)).toHaveLength(1);
    expect(outsideCitations('// see docs/product/time-tracking.md#days-and-timelines, decision 012')).toEqual(
      [],
    );
    expect(outsideCitations('// retries 5 times; the issuer is fixed')).toEqual([]);
  });

  it('finds none in the tracked files under apps, packages, e2e, bench, scripts and docs', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--', ...FOLDERS], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => /\.(ts|tsx|js|mjs|md|json|css|html|sql|yaml|yml)$/.test(file));
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        return []; // listed but deleted in the work tree
      }
      return outsideCitations(text).map((line) => `${file}: ${line.trim()}`);
    });
    expect(found, 'point at docs/product/<page>.md#<section> or a decision record instead').toEqual([]);
  });
});
