import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (`/manifest.webmanifest`): what an install shows and how the installed
 * app opens. Colours are the brand blue of the icons (scripts/icons/glyph.ts).
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Atrium',
  short_name: 'Atrium',
  description: 'Your company workplace: people, time tracking, files and notifications.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#1f6feb',
  lang: 'en',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
