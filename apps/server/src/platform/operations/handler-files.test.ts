import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULE_OPERATIONS } from '../../app.ts';

// An operationId leads to its code in one hop (decision 021, docs/ARCHITECTURE.md "Where its
// handler is"): each row of a module's table is served by `<operation>Handler` (`<operation>Hooks`
// for an upload) imported from `<operation-name>.ts`: never by a function written in the table,
// nor by one from a file that serves several operations or is named otherwise. The tables are
// read as source, since only the source says which file a handler came from.

const modulesDir = join(dirname(fileURLToPath(import.meta.url)), '../../modules');

/** One row of a table as written: the operation's contract name and what serves it. */
interface TableRow {
  operation: string;
  /** The contract module the operation is imported from (`@atrium/contract/templates`). */
  contract: string;
  problem: string | null;
}

/** `startTimer` → `start-timer`. */
function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Local name → the name it was exported under and the file it comes from, per named import. */
function namedImports(code: string): Map<string, { imported: string; from: string }> {
  const imports = new Map<string, { imported: string; from: string }>();
  for (const match of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const part of match[1]!.split(',')) {
      const [imported, local = imported] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (imported) imports.set(local!, { imported, from: match[2]! });
    }
  }
  return imports;
}

/** The expression written from `start` up to the `,` or `}` that ends it. */
function valueAt(code: string, start: number): string {
  let depth = 0;
  for (let at = start; at < code.length; at++) {
    const char = code[at]!;
    if ('([{'.includes(char)) depth++;
    else if (depth > 0 && ')]}'.includes(char)) depth--;
    else if (depth === 0 && (char === ',' || char === '}')) return code.slice(start, at).trim();
  }
  return code.slice(start).trim();
}

/** The rows of a module's operations table (`[op.operationId]: { operation: op, handler: … }`). */
function tableRows(code: string): TableRow[] {
  const imports = namedImports(code);
  const starts = [...code.matchAll(/\[(\w+)\.operationId\]\s*:\s*\{/g)];
  return starts.map((start, index) => {
    const row = code.slice(start.index, starts[index + 1]?.index ?? code.length);
    const local = start[1]!;
    const operation = imports.get(local)?.imported ?? local;
    const contract = imports.get(local)?.from ?? '';
    const served = /\b(handler|file|upload)\s*:\s*/.exec(row);
    if (!served) return { operation, contract, problem: `${operation}: no handler, file or upload found` };
    const kind = served[1]!;
    const expression = valueAt(row, served.index + served[0].length);
    const wanted = `${operation}${kind === 'upload' ? 'Hooks' : 'Handler'}`;
    const file = `./${kebabCase(operation)}.ts`;
    if (!/^\w+$/.test(expression)) {
      return {
        operation,
        contract,
        problem: `${operation}: written in the table; want ${wanted} from ${file}`,
      };
    }
    const source = imports.get(expression);
    if (!source || source.imported !== wanted || source.from !== file) {
      const found = source ? `${source.imported} from ${source.from}` : `${expression} (not imported)`;
      return {
        operation,
        contract,
        problem: `${operation}: served by ${found}; want ${wanted} from ${file}`,
      };
    }
    return { operation, contract, problem: null };
  });
}

/** Every operations table under modules/: its path (under modules/) and source. */
function operationTables(): { path: string; code: string }[] {
  const tables: { path: string; code: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/^(.+-)?operations\.ts$/.test(name)) {
        tables.push({
          path: relative(modulesDir, path).split('\\').join('/'),
          code: readFileSync(path, 'utf8'),
        });
      }
    }
  };
  walk(modulesDir);
  return tables.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * A handler's input spelled out as `OperationInput<typeof op>` on its parameter: handlers are
 * typed as a whole, `OperationHandler<typeof op>` (docs/ARCHITECTURE.md, "How to add an operation").
 */
const HAND_TYPED_INPUT = /\}\s*:\s*OperationInput<typeof \w+>\s*[),]/;

/** Every non-test source file under modules/: its path (under modules/) and source. */
function moduleSources(): { path: string; code: string }[] {
  const sources: { path: string; code: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
        sources.push({
          path: relative(modulesDir, path).split('\\').join('/'),
          code: readFileSync(path, 'utf8'),
        });
      }
    }
  };
  walk(modulesDir);
  return sources;
}

describe('operation handler files', () => {
  const tables = operationTables().map((table) => ({
    ...table,
    module: table.path.split('/')[0]!,
    rows: tableRows(table.code),
  }));

  it('are read for every operation the modules serve', async () => {
    const read = new Set<string>();
    for (const { rows } of tables) {
      for (const row of rows) {
        const contract = (await import(row.contract)) as Record<string, { operationId?: string }>;
        read.add(contract[row.operation]!.operationId!);
      }
    }
    const served = MODULE_OPERATIONS.flatMap((table) => Object.keys(table));
    expect([...read].sort()).toEqual([...served].sort());
  });

  it('are named after their operation, one operation each', () => {
    const problems = tables.flatMap((table) =>
      table.rows.flatMap((row) => (row.problem ? [`${table.path}: ${row.problem}`] : [])),
    );
    expect(problems, `Handlers not in a file named after their operation:\n${problems.join('\n')}\n`).toEqual(
      [],
    );
  });

  it('are typed by their operation as OperationHandler, FileHandler or UploadHooks', () => {
    const spelledOut = moduleSources().filter(({ code }) => HAND_TYPED_INPUT.test(code));
    expect(
      spelledOut.map(({ path }) => path),
      'Handlers typing their input as OperationInput instead of OperationHandler<typeof op>',
    ).toEqual([]);
  });

  it('finds a handler whose input is typed by hand', () => {
    expect(
      HAND_TYPED_INPUT.test(
        'export async function getAHandler({\n  context,\n}: OperationInput<typeof getA>): Promise<A> {',
      ),
    ).toBe(true);
    expect(
      HAND_TYPED_INPUT.test(
        'export const getAHandler = async (\n  { context }: OperationInput<typeof getA>,\n  more: X,\n) => {',
      ),
    ).toBe(true);
    expect(HAND_TYPED_INPUT.test("type Query = OperationInput<typeof getA>['query'];")).toBe(false);
  });

  it('finds a handler written in the table or imported from a file named otherwise', () => {
    const rows = tableRows(
      [
        "import { getA, getB, getC, getD, uploadE } from '@atrium/contract/x';",
        "import { getAHandler } from './get-a.ts';",
        "import { getBHandler, getCHandler } from './letters.ts';",
        "import { uploadEHooks } from './upload-e.ts';",
        'export const xOperations = defineModuleOperations({',
        '  [getA.operationId]: { operation: getA, handler: getAHandler },',
        '  [getB.operationId]: {',
        '    operation: getB,',
        '    guards: someGuards,',
        '    handler: getBHandler,',
        '  },',
        '  [getC.operationId]: { operation: getC, file: getCHandler },',
        '  [getD.operationId]: {',
        '    operation: getD,',
        '    handler: ({ context }) => context.withTenant((tx) => readD(tx)),',
        '  },',
        '  [uploadE.operationId]: { operation: uploadE, upload: uploadEHooks },',
        '});',
      ].join('\n'),
    );
    expect(rows.map((row) => row.problem)).toEqual([
      null,
      'getB: served by getBHandler from ./letters.ts; want getBHandler from ./get-b.ts',
      'getC: served by getCHandler from ./letters.ts; want getCHandler from ./get-c.ts',
      'getD: written in the table; want getDHandler from ./get-d.ts',
      null,
    ]);
    expect(rows.map((row) => row.contract)).toEqual(Array(5).fill('@atrium/contract/x'));
  });
});
