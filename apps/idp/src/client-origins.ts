/** The web origins of the clients' redirect addresses (CORS and CSP form-action). */
export function originsOf(uris: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const uri of uris) {
    try {
      const { origin } = new URL(uri);
      if (origin !== 'null') origins.add(origin);
    } catch {
      // not a URL: ignore
    }
  }
  return [...origins];
}

/**
 * Where the provider's pages may send the browser after a form (CSP form-action, which Chromium
 * and Safari apply to the redirects that follow the form too): the clients' web origins, and the
 * private-use scheme of a native client's app link (RFC 8252 §7.1; `atrium:` for the mobile
 * shell), without which the sign-in's final redirect into the app is blocked.
 */
export function formActionSources(uris: readonly string[]): string[] {
  const schemes = new Set<string>();
  for (const uri of uris) {
    try {
      const { protocol } = new URL(uri);
      if (protocol !== 'http:' && protocol !== 'https:') schemes.add(protocol);
    } catch {
      // not a URL: ignore
    }
  }
  return [...originsOf(uris), ...schemes];
}
