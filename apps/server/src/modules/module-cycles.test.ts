import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Server modules depend one way (docs/ARCHITECTURE.md, "Between modules"): no module imports
// another that, directly or through others, imports it back. A shared piece moves to the module
// that owns it or to platform/, or the module that needs the other's work is handed a function
// where the modules are wired (app.ts). Tests and test helpers may import anything: nothing the
// server runs imports them.

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One module importing another, with each `importer → imported` file pair that does it. */
interface ModuleEdge {
  from: string;
  to: string;
  imports: string[];
}

/** The server's source files, as paths under apps/server/src, without tests and test helpers. */
function serverSources(): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        // src/test/ and a module's own test/ folder hold helpers only tests import.
        if (name !== 'test') walk(path);
      } else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
        sources.set(relative(src, path).split('\\').join('/'), readFileSync(path, 'utf8'));
      }
    }
  };
  walk(src);
  return sources;
}

/** Relative specifiers of a file's static imports, `export … from` and `import()` calls. */
function relativeImports(code: string): string[] {
  const imports =
    /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  return [...code.matchAll(imports)].map((match) => (match[1] ?? match[2] ?? match[3])!);
}

/** The module a path under src belongs to (`modules/<m>/…`), or null outside the modules. */
function moduleOf(path: string): string | null {
  const [top, module, ...rest] = path.split('/');
  return top === 'modules' && module && rest.length > 0 ? module : null;
}

/** Imports from one module into another, among `sources` (path under src → code). */
function moduleEdges(sources: Map<string, string>): ModuleEdge[] {
  const edges = new Map<string, ModuleEdge>();
  for (const [file, code] of sources) {
    const from = moduleOf(file);
    if (from === null) continue;
    for (const specifier of relativeImports(code)) {
      const target = posix.join(posix.dirname(file), specifier);
      const to = moduleOf(target);
      if (to === null || to === from || !sources.has(target)) continue;
      const key = `${from} ${to}`;
      const edge = edges.get(key) ?? { from, to, imports: [] };
      edge.imports.push(`${file} → ${target}`);
      edges.set(key, edge);
    }
  }
  return [...edges.values()];
}

/** Strongly connected groups of more than one module (Tarjan). */
function stronglyConnected(graph: Map<string, string[]>): Set<string>[] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: Set<string>[] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = new Set<string>();
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.add(member);
    } while (member !== node);
    if (group.size > 1) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** The shortest path from `start` to `goal` through `group`'s modules only (breadth first). */
function shortestPath(graph: Map<string, string[]>, group: Set<string>, start: string, goal: string) {
  const before = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node === goal) break;
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (group.has(target) && !before.has(target)) {
        before.set(target, node);
        queue.push(target);
      }
    }
  }
  const path: string[] = [];
  for (let node: string | null | undefined = goal; node; node = before.get(node)) path.unshift(node);
  return path;
}

/**
 * Every import cycle between modules, one per import edge that lies on a cycle (the edge and the
 * shortest way back), each naming the files behind each of its edges.
 */
function moduleCycles(edges: ModuleEdge[]): string[] {
  const graph = new Map<string, string[]>();
  for (const { from, to } of edges) graph.set(from, [...(graph.get(from) ?? []), to]);
  const byPair = new Map(edges.map((edge) => [`${edge.from} ${edge.to}`, edge]));
  const cycles = new Map<string, string>();
  for (const group of stronglyConnected(graph)) {
    for (const { from, to } of edges) {
      if (!group.has(from) || !group.has(to)) continue;
      const loop = [from, ...shortestPath(graph, group, to, from)];
      // One text per cycle, whichever of its edges found it: start at its first module by name.
      const first = loop.slice(0, -1).indexOf([...loop].sort()[0]!);
      const cycle = [...loop.slice(first, -1), ...loop.slice(0, first), loop[first]!];
      const lines = [cycle.join(' → ')];
      for (let step = 0; step < cycle.length - 1; step++) {
        const edge = byPair.get(`${cycle[step]} ${cycle[step + 1]}`)!;
        lines.push(`  ${edge.from} → ${edge.to}:`, ...edge.imports.map((pair) => `    ${pair}`));
      }
      cycles.set(cycle.join(' '), lines.join('\n'));
    }
  }
  return [...cycles.keys()].sort().map((key) => cycles.get(key)!);
}

describe('server module imports', () => {
  it('form no cycle between modules', () => {
    const sources = serverSources();
    expect(sources.has('modules/absence/operations.ts')).toBe(true);
    expect([...sources.keys()].filter((path) => /\.test\.ts$|(^|\/)test\//.test(path))).toEqual([]);
    const edges = moduleEdges(sources);
    expect(new Set(edges.flatMap((edge) => [edge.from, edge.to])).size).toBeGreaterThan(10);
    const cycles = moduleCycles(edges);
    expect(cycles.length, `Modules that import each other:\n\n${cycles.join('\n\n')}\n`).toBe(0);
  });

  it('finds a cycle when there is one, naming the files of each edge', () => {
    const sources = new Map([
      ['modules/a/one.ts', "import { two } from '../b/two.ts';\nimport { own } from './own.ts';"],
      ['modules/a/own.ts', 'export const own = 1;'],
      ['modules/b/two.ts', "export { three } from '../c/deep/three.ts';"],
      ['modules/c/deep/three.ts', "export const back = () => import('../../a/one.ts');"],
      ['modules/d/four.ts', "import type { Two } from '../b/two.ts';\nimport '../e/five.ts';"],
      ['modules/e/five.ts', "import {\n  four,\n} from '../d/four.ts';"],
      [
        'modules/f/six.ts',
        "import { helper } from '../../test/helper.ts';\nimport { a } from '../a/one.ts';",
      ],
      ['platform/seven.ts', "import { two } from '../modules/b/two.ts';"],
    ]);
    expect(moduleCycles(moduleEdges(sources))).toEqual([
      [
        'a → b → c → a',
        '  a → b:',
        '    modules/a/one.ts → modules/b/two.ts',
        '  b → c:',
        '    modules/b/two.ts → modules/c/deep/three.ts',
        '  c → a:',
        '    modules/c/deep/three.ts → modules/a/one.ts',
      ].join('\n'),
      [
        'd → e → d',
        '  d → e:',
        '    modules/d/four.ts → modules/e/five.ts',
        '  e → d:',
        '    modules/e/five.ts → modules/d/four.ts',
      ].join('\n'),
    ]);
  });

  it('finds no cycle where the imports point one way', () => {
    const sources = new Map([
      ['modules/a/one.ts', "import { two } from '../b/two.ts';"],
      ['modules/b/two.ts', "import { three } from '../c/three.ts';"],
      ['modules/c/three.ts', "import { platform } from '../../platform/x.ts';"],
      ['modules/d/four.ts', "import { one } from '../a/one.ts';\nimport { three } from '../c/three.ts';"],
    ]);
    expect(moduleEdges(sources)).toHaveLength(4);
    expect(moduleCycles(moduleEdges(sources))).toEqual([]);
  });
});
