import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

/**
 * One long-cached vendor file for React and the router, which every page needs. Everything else
 * (Mantine included) is split by the bundler along the lazy routes, so a component that only a
 * module screen uses stays in that screen's chunk. Budget: initial JS <= 200 KiB gzip (DESIGN §7).
 */
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/oidc': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group, index) => ({ ...group, priority: vendorGroups.length - index })),
        },
      },
    },
  },
});
