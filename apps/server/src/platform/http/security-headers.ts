import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * Content security policy for the web app and the API docs. Both only load their own scripts.
 * Styles allow 'unsafe-inline' because Mantine writes its CSS variables into a <style> element
 * and Swagger UI sets inline styles; scripts never do. An external OpenID provider and push
 * service are origins the browser talks to (discovery, token endpoint, silent renew frame).
 */
function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const external = [config.oidc?.issuer, config.pushServiceUrl]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  const https = config.publicUrl.startsWith('https://');
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...external],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...external],
    'frame-src': ["'self'", ...external],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // On plain http (a laptop, a LAN address) upgrading would break every subresource.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config),
    },
    frameguard: { action: 'deny' },
    // HSTS over plain http would be ignored at best and pin localhost to https at worst.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
}
