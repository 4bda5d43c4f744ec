// Copies the configuration table from the header comment of apps/server/src/config.ts into
// README.md between the config-table markers. `node scripts/config-table.ts` rewrites the README;
// apps/server/src/config-readme.test.ts fails when the two disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const CONFIG_FILE = path.join(root, 'apps/server/src/config.ts');
export const README_FILE = path.join(root, 'README.md');
export const BEGIN_MARKER = '<!-- config-table:begin (generated from apps/server/src/config.ts) -->';
export const END_MARKER = '<!-- config-table:end -->';

/** The markdown table rows of config.ts's header comment, without the comment's ` * ` prefix. */
export function configTableFromSource(source: string): string {
  const rows = source
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, ''))
    .filter((line) => line.startsWith('|'));
  if (rows.length < 3) throw new Error('no configuration table found in config.ts');
  return rows.map((row) => row.replace(/\s*\|\s*/g, ' | ').trim()).join('\n');
}

export function readmeWithTable(readme: string, table: string): string {
  const begin = readme.indexOf(BEGIN_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (begin < 0 || end < begin) throw new Error('README.md lacks the config-table markers');
  return `${readme.slice(0, begin + BEGIN_MARKER.length)}\n${table}\n${readme.slice(end)}`;
}

if (import.meta.filename === process.argv[1]) {
  const table = configTableFromSource(readFileSync(CONFIG_FILE, 'utf8'));
  writeFileSync(README_FILE, readmeWithTable(readFileSync(README_FILE, 'utf8'), table));
  console.log('README.md configuration table updated');
}
