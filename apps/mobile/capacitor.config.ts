import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell around the built web app (dist/, made by `npm run build`). Sign-in leaves the
 * web view for the system browser and comes back through the `atrium://` app link
 * (docs/decisions/035-mobile-shell-capacitor.md). The web view talks to the Atrium server named
 * at build time (ATRIUM_API_URL, src/api-base-url.ts).
 */
const config: CapacitorConfig = {
  appId: 'app.atrium.mobile',
  appName: 'Atrium',
  webDir: 'dist',
  android: { allowMixedContent: false },
  server: { androidScheme: 'https' },
  plugins: {
    // fetch and XMLHttpRequest through the platform's HTTP stack: the web view's origin is not the
    // server's, and native requests need no CORS (the API and the provider's token endpoint
    // answer only their own origin). Cookies play no part: the refresh token is in a header.
    CapacitorHttp: { enabled: true },
  },
};

export default config;
