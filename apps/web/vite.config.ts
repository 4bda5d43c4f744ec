import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

/**
 * Vendor groups of the initial load. Each group is one long-cached file; anything that only a
 * lazy screen imports (dates, query, charts, dropzone, oidc) stays out of these groups and lands
 * in that screen's own chunk. Budget: initial JS <= 200 KiB gzip (DESIGN §7).
 */
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: 'mantine',
    test: /[\\/]node_modules[\\/](@mantine[\\/](core|hooks|notifications|store)|@floating-ui|react-transition-group|clsx|react-remove-scroll|react-number-format|react-textarea-autosize|use-callback-ref|use-sidecar|tslib)[\\/]/,
  },
  {
    name: 'i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|[\\/]node_modules[\\/]dayjs[\\/]dayjs\.min\.js$/,
  },
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group, index) => ({ ...group, priority: vendorGroups.length - index })),
        },
      },
    },
  },
});
