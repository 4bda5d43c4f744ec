import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { embeddedClients } from '../platform/identity-provider/embedded-provider.ts';

/** `npm start` (no DEV_WEB_ORIGIN) trusts PUBLIC_URL alone, whatever NODE_ENV says. */
describe('V13.4.2 the development origin is trusted only when npm run dev asks', () => {
  it.each([{}, { NODE_ENV: 'development' }, { NODE_ENV: 'production' }])(
    'V13.4.2 with %j the sign-in client redirects to PUBLIC_URL only',
    (env) => {
      const [client] = embeddedClients(loadConfig({ PUBLIC_URL: 'https://atrium.example', ...env }));
      expect(client?.redirect_uris).toEqual(['https://atrium.example/authentication/login']);
      expect(client?.post_logout_redirect_uris).toEqual(['https://atrium.example/login']);
    },
  );

  it('V13.4.2 DEV_WEB_ORIGIN (set by scripts/dev.ts) adds the Vite dev server', () => {
    const [client] = embeddedClients(
      loadConfig({ PUBLIC_URL: 'http://localhost:3000', DEV_WEB_ORIGIN: 'http://localhost:5173' }),
    );
    expect(client?.redirect_uris).toEqual([
      'http://localhost:3000/authentication/login',
      'http://localhost:5173/authentication/login',
    ]);
  });

  it('V13.4.2 DEV_WEB_ORIGIN must be an origin', () => {
    expect(() => loadConfig({ DEV_WEB_ORIGIN: 'http://localhost:5173/some/path' })).toThrow(/DEV_WEB_ORIGIN/);
  });
});
