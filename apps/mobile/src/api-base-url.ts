/**
 * The Atrium server the shell talks to, fixed when its web part is built (`ATRIUM_API_URL`,
 * apps/mobile/README.md): the web view's own origin (https://localhost, capacitor://localhost)
 * serves only the app's files. Answers the origin; null when unset (the browser preview of the
 * shell, which then talks to its own origin). https is required, except plain http to a
 * development machine: loopback, or 10.0.2.2 (the Android emulator's address of its host).
 */
export function apiBaseUrlFrom(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`ATRIUM_API_URL is not a URL: ${text}`);
  }
  const development = ['localhost', '127.0.0.1', '[::1]', '10.0.2.2'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && development)) {
    throw new Error(`ATRIUM_API_URL must be https (plain http only to a development machine): ${text}`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`ATRIUM_API_URL is the server's origin, without a path: ${text}`);
  }
  return url.origin;
}
