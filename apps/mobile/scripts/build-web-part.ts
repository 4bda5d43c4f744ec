// The shell's web part: the built web app (apps/web/dist, built here if missing) copied into dist/,
// plus the bridge (src/bridge.ts) bundled by Vite and loaded before the app's own script.
// npm run build -w @atrium/mobile
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { apiBaseUrlFrom } from '../src/api-base-url.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(root, '../web/dist');
const www = path.join(root, 'dist');

if (!existsSync(path.join(webDist, 'index.html'))) {
  execFileSync('npm', ['run', 'build', '-w', '@atrium/web'], {
    stdio: 'inherit',
    cwd: path.resolve(root, '../..'),
  });
}
rmSync(www, { recursive: true, force: true });
// The web app without its service worker: the shell's files are already on the device.
cpSync(webDist, www, {
  recursive: true,
  filter: (source) => !/[\\/](sw\.js(\.map)?|\.vite)$/.test(source) && !source.endsWith('.map'),
});

// The Atrium server the shell talks to (src/api-base-url.ts); checked here so a bad value fails the build.
const apiUrl = process.env.ATRIUM_API_URL?.trim() ?? '';
if (apiBaseUrlFrom(apiUrl) === null) {
  console.warn('ATRIUM_API_URL is not set: this web part talks to its own origin (browser preview only).');
}

await build({
  configFile: false,
  logLevel: 'warn',
  define: { __ATRIUM_API_URL__: JSON.stringify(apiUrl) },
  build: {
    outDir: www,
    emptyOutDir: false,
    sourcemap: false,
    lib: { entry: path.join(root, 'src/bridge.ts'), formats: ['es'], fileName: () => 'mobile-bridge.js' },
  },
});

const indexFile = path.join(www, 'index.html');
const html = readFileSync(indexFile, 'utf8');
if (!html.includes('mobile-bridge.js')) {
  writeFileSync(
    indexFile,
    html.replace('<head>', '<head>\n    <script type="module" src="/mobile-bridge.js"></script>'),
  );
}
console.log(`mobile web part in ${path.relative(process.cwd(), www)}`);
