import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_FILE,
  README_FILE,
  configTableFromSource,
  readmeWithTable,
} from '../../../scripts/config-table.ts';

const source = readFileSync(CONFIG_FILE, 'utf8');

/** Variable names the env schema reads: the keys of `const envSchema = z.object({ … })`. */
function schemaVariables(): string[] {
  const block = source.slice(source.indexOf('const envSchema = z.object({'));
  const body = block.slice(0, block.indexOf('\n});'));
  return [...body.matchAll(/^\s{2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? '');
}

function tableVariables(): string[] {
  return configTableFromSource(source)
    .split('\n')
    .slice(2)
    .map((row) => row.split('|')[1]?.trim() ?? '');
}

describe('configuration documentation', () => {
  it('documents every variable the server reads, and no other', () => {
    expect(schemaVariables().length).toBeGreaterThan(10);
    expect(tableVariables().sort()).toEqual(schemaVariables().sort());
  });

  it('README.md carries the same table as config.ts (run `node scripts/config-table.ts`)', () => {
    const readme = readFileSync(README_FILE, 'utf8');
    expect(readme).toBe(readmeWithTable(readme, configTableFromSource(source)));
  });
});
