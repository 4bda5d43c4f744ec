import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { webAppManifest } from './src/pwa/web-app-manifest.ts';

/**
 * Where `npm run dev` runs the API: the same PORT and HOST variables the server reads (the dev
 * script passes its environment on), on loopback when the server listens on every interface.
 */
function apiTarget(env: Record<string, string | undefined>): string {
  const host = env.HOST?.trim() || '0.0.0.0';
  const loopback = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${env.PORT?.trim() || 3000}`;
}
const api = apiTarget(process.env);
const webPort = Number(process.env.DEV_WEB_PORT) || 5173;

/**
 * One long-cached vendor file for React and the router, which every page needs. Everything else
 * (Mantine included) is split by the bundler along the lazy routes, so a component that only a
 * module screen uses stays in that screen's chunk. Budget: initial JS <= 200 KiB gzip (docs/performance.md).
 */
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
];

/**
 * The contract (packages/contract) only declares: schemas, operations, constants, pure functions.
 * Saying so lets the bundler drop what a chunk does not use, so importing `operationUrl` or one
 * operation no longer brings the whole operation table and every schema behind it into that
 * chunk: an operation's schemas load with the screen that calls it (docs/performance.md, "Web:
 * initial JavaScript"). A contract module must therefore never rely on being imported for an effect.
 */
const sideEffectFreeModules = [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }];

const distDir = path.resolve(import.meta.dirname, 'dist');
const version = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The installable app (docs/decisions/034): our own service worker (service-worker/sw.ts), built
 * by the plugin, which injects the list of files to precache. Only the app shell is precached
 * (index.html, what it loads, icons); lazy screens are cached when first opened, so installing
 * does not download every screen of the app.
 */
const pwa: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: webAppManifest,
  includeAssets: ['favicon.svg', 'icons/*.png'],
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    manifestTransforms: [
      (entries) => {
        const indexHtml = path.join(distDir, 'index.html');
        const html = existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : '';
        const shell = entries.filter(
          (entry) =>
            entry.url === 'index.html' ||
            entry.url.startsWith('icons/') ||
            !entry.url.startsWith('assets/') ||
            html.includes(`/${entry.url}"`),
        );
        return { manifest: shell, warnings: [] };
      },
    ],
  },
  devOptions: { enabled: false },
};

export default defineConfig({
  plugins: [react(), VitePWA(pwa)],
  define: {
    __ATRIUM_VERSION__: JSON.stringify(version),
    __ATRIUM_BUILT_AT__: JSON.stringify(new Date().toISOString()),
  },
  server: {
    port: webPort,
    strictPort: true,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/oidc': { target: api, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: sideEffectFreeModules },
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group, index) => ({ ...group, priority: vendorGroups.length - index })),
        },
      },
    },
  },
});
