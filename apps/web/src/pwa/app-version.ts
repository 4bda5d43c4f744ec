// Defined by vite.config.ts at build time; absent under the test runner.
declare const __ATRIUM_VERSION__: string | undefined;
declare const __ATRIUM_BUILT_AT__: string | undefined;

/** The web app's version (apps/web/package.json) and when this build was made. */
export const appVersion = {
  version: typeof __ATRIUM_VERSION__ === 'string' ? __ATRIUM_VERSION__ : 'development',
  builtAt: typeof __ATRIUM_BUILT_AT__ === 'string' ? __ATRIUM_BUILT_AT__ : null,
};
