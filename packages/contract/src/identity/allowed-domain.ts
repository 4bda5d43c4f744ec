import { STANDARD_PORTS } from './constants.ts';

/**
 * True when a request to `url` may carry the access token: its host is one of `allowedOrigins`.
 *
 * An allowed entry is either an origin (`https://api.atrium.example`, `http://localhost:3000`),
 * which must match scheme, host and port, or a bare host (`api.atrium.example`,
 * `localhost:3000`), which matches that host over http or https. The standard port of the
 * scheme is ignored on both sides (docs/product/limits-and-formats.md#openid-client): `https://api.example:443` is `https://api.example`
 * and `http://api.example:80` is `http://api.example`, while `http://api.example:443` is not.
 * Host names compare case-insensitively (the URL parser lowercases them). A URL that does not
 * parse, is relative, or is not http(s) is never allowed: when in doubt, the token stays home.
 */
export function isAllowedDomain(url: string, allowedOrigins: readonly string[]): boolean {
  const target = parseHttpUrl(url);
  if (target === null) return false;
  const targetHost = hostWithoutStandardPort(target);
  return allowedOrigins.some((entry) => {
    const text = entry.trim();
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
      const allowed = parseHttpUrl(text);
      return (
        allowed !== null &&
        allowed.protocol === target.protocol &&
        hostWithoutStandardPort(allowed) === targetHost
      );
    }
    const bare = parseHttpUrl(`${target.protocol}//${text}`);
    return bare !== null && isBareHost(text) && hostWithoutStandardPort(bare) === targetHost;
  });
}

function parseHttpUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

function hostWithoutStandardPort(url: URL): string {
  // The URL parser already drops the default port of the scheme; this also states the rule.
  const standard = STANDARD_PORTS[url.protocol as keyof typeof STANDARD_PORTS];
  return url.port === '' || url.port === standard ? url.hostname : `${url.hostname}:${url.port}`;
}

/** A bare-host entry is a host and optional port, nothing else (no path, user or query). */
function isBareHost(text: string): boolean {
  return /^(\[[0-9a-f:.]+\]|[^\s/?#@:[\]]+)(:\d{1,5})?$/i.test(text);
}
