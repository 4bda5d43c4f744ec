// Writes src/addresses/: for every contract file that defines operations, a file of the same name
// exporting each operation's address (id, method, path, tag, access) under the operation's own
// name, typed by it but without its schemas (decision 086). Run after adding or changing an
// operation: node packages/contract/src/addresses/generate-addresses.ts
// (addresses.test.ts fails while the files differ from what this writes).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { operations, type OperationDefinition } from '../operations/index.ts';

const SOURCE = join(import.meta.dirname, '..');
const HERE = import.meta.dirname;

/** The contract's files that call `defineOperation` or `defineUploadOperation`, tests and this folder aside. */
function operationFiles(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith('addresses') && !file.startsWith('operations'))
    .filter((file) => /\bdefine(Upload)?Operation\(/.test(readFileSync(join(SOURCE, file), 'utf8')))
    .sort();
}

function addressOf(name: string, operation: OperationDefinition): string {
  const { operationId, method, path, tag, access } = operation;
  return [
    `export const ${name}: OperationAddress<typeof operations.${name}> = `,
    JSON.stringify({ operationId, method, path, tag, access }),
    ';',
  ].join('');
}

/** Every file of src/addresses/ this generator owns, by name, with its text. */
export async function addressFileTexts(): Promise<Map<string, string>> {
  const known = new Set<OperationDefinition>(operations);
  const files = new Map<string, string>();
  const names = new Map<string, string>();
  const covered = new Set<OperationDefinition>();
  const options = { ...(await resolveConfig(join(HERE, 'index.ts'))), parser: 'typescript' };
  const header = '// Written by generate-addresses.ts from the operations: do not edit.\n';
  for (const file of operationFiles()) {
    const module = (await import(join(SOURCE, file))) as Record<string, unknown>;
    const entries = Object.entries(module)
      .filter((entry): entry is [string, OperationDefinition] => known.has(entry[1] as OperationDefinition))
      .sort(([a], [b]) => a.localeCompare(b));
    if (entries.length === 0) continue;
    const target = basename(file);
    for (const [name, operation] of entries) {
      covered.add(operation);
      const earlier = names.get(name);
      if (earlier) throw new Error(`${name} is exported by both ${earlier} and ${file}`);
      names.set(name, file);
    }
    const source = `../${relative(SOURCE, join(SOURCE, file)).replaceAll('\\', '/')}`;
    const text = [
      header,
      `import type * as operations from '${source}';`,
      "import type { OperationAddress } from '../operations/operation-address.ts';",
      '',
      ...entries.map(([name, operation]) => addressOf(name, operation)),
    ].join('\n');
    if (files.has(target)) throw new Error(`two operation files are named ${target}`);
    files.set(target, await format(text, options));
  }
  const index = [
    header,
    '// The web calls operations through these; the server and forms use the definitions.',
    "export type * from '../operations/operation-address.ts';",
    ...[...files.keys()].map((file) => `export * from './${file}';`),
  ].join('\n');
  files.set('index.ts', await format(index, options));
  const missing = [...known].filter((operation) => !covered.has(operation));
  if (missing.length > 0) {
    throw new Error(
      `no contract file exports ${missing.map((operation) => operation.operationId).join(', ')}`,
    );
  }
  return files;
}

if (process.argv[1] === import.meta.filename) {
  for (const [file, text] of await addressFileTexts()) writeFileSync(join(HERE, file), text);
}
