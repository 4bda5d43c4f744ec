// Reports the gzip size of the JavaScript a first page load fetches: the entry script and the
// module preloads that Vite writes into dist/index.html (budget in docs/performance.md: <= 200 KiB gzip).
// `--with a,b` adds lazy chunks (and their static imports) from dist/.vite/manifest.json, to size a
// whole first view: `src/auth/auth-runtime.ts,src/features/sign-in/screens.ts` for the sign-in page,
// `src/app/shell/app-layout.tsx,src/features/time-tracking/home-screen.tsx,src/i18n/feature-english.ts,
// src/app/toast-host.tsx` (no space) for a signed-in person's first view (.ci/run holds both).
// Run after `npm run build`: node bench/web-initial-js.ts [--with a,b] [--max-kib 200] [--dist dir] [--origins]
// (`--dist` measures a build written elsewhere, e.g. `vite build --outDir`, instead of apps/web/dist;
// `--origins` adds what the files are made of, by package and app folder, from their source maps:
// each file's gzip size shared out in proportion to its characters, so the figures are estimates).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { charactersBySource, originOf } from './source-map-origins.ts';

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
const origins = new Map<string, number>();
for (const file of files) {
  const code = readFileSync(join(dist, file), 'utf8');
  const size = gzipSync(code, { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KiB  ${file}`);
  if (!process.argv.includes('--origins')) continue;
  const mapPath = join(dist, `${file}.map`);
  const counts = existsSync(mapPath)
    ? charactersBySource(
        code,
        JSON.parse(readFileSync(mapPath, 'utf8')) as Parameters<typeof charactersBySource>[1],
        (source) => resolve(dirname(mapPath), source),
      )
    : new Map([['(no source map)', code.length]]);
  const counted = [...counts.values()].reduce((sum, characters) => sum + characters, 0);
  for (const [source, characters] of counts) {
    const origin = originOf(source);
    origins.set(origin, (origins.get(origin) ?? 0) + (size * characters) / Math.max(counted, 1));
  }
}
if (origins.size > 0) {
  console.log('\nby origin (estimated):');
  for (const [origin, size] of [...origins].sort((a, b) => b[1] - a[1])) {
    console.log(`${(size / 1024).toFixed(2).padStart(8)} KiB  ${origin}`);
  }
  console.log('');
}
const max = Number(argument('--max-kib') ?? 200);
console.log(
  `${(total / 1024).toFixed(2).padStart(8)} KiB  JS (gzip)${extra.length ? ` with ${extra.join(', ')}` : ' initial'}, ceiling ${max} KiB`,
);
if (total / 1024 > max) process.exitCode = 1;
