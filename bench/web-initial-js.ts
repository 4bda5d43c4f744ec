// Reports the gzip size of the JavaScript a first page load fetches: the entry script and the
// module preloads that Vite writes into dist/index.html (budget in docs/performance.md: <= 200 KiB gzip).
// `--with src/app/shell/app-layout.tsx,src/features/time-tracking/screens.ts` adds lazy chunks
// (and their static imports) from dist/.vite/manifest.json, e.g. to size a signed-in first screen.
// Run after `npm run build`: node bench/web-initial-js.ts [--with a,b] [--max-kib 200] [--dist dir]
// (`--dist` measures a build written elsewhere, e.g. `vite build --outDir`, instead of apps/web/dist).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const givenDist = argument('--dist');
const dist = givenDist ? resolve(givenDist) : join(import.meta.dirname, '..', 'apps', 'web', 'dist');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1] as string));

const extra = argument('--with')?.split(',').filter(Boolean) ?? [];
if (extra.length > 0) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('dist/.vite/manifest.json is missing; build first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const add = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk in the manifest`);
    if (files.has(chunk.file) && key !== extra[0]) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const key of extra) add(key);
}

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KiB  ${file}`);
}
const max = Number(argument('--max-kib') ?? 200);
console.log(
  `${(total / 1024).toFixed(2).padStart(8)} KiB  JS (gzip)${extra.length ? ` with ${extra.join(', ')}` : ' initial'}, budget ${max} KiB`,
);
if (total / 1024 > max) process.exitCode = 1;
