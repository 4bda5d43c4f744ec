/**
 * The web app's layers (decision 046): each folder of apps/web/src may import only the layers
 * below it. Imports inside apps/web/src are relative, so a layer is recognised by the folder a
 * relative path climbs into (`../../app/…`). Static imports go through `no-restricted-imports`,
 * `import()` through `no-restricted-syntax` (the first rule does not see dynamic imports). Tests
 * may import anything: nothing imports them.
 */

import { webRestrictedSyntax } from './web-syntax.eslint.mjs';

const WEB = 'apps/web/src';

/** Layers a folder must not import, and why. */
const FORBIDDEN = {
  i18n: { layers: ['api', 'auth', 'app', 'features', 'ui', 'pwa'], why: 'i18n/ is the bottom layer' },
  api: { layers: ['auth', 'app', 'features', 'ui', 'pwa'], why: 'api/ imports nothing above it' },
  ui: {
    layers: ['auth', 'app', 'features', 'pwa'],
    client: true,
    why: 'ui/ gets the API calls it needs passed in (authorizedFetch), it does not import them',
  },
  auth: { layers: ['app', 'features'], why: 'features register their start-up work (registerStartUpStep)' },
  pwa: { layers: ['app', 'features'], why: 'pwa/ sits below the features and the app' },
  features: { layers: ['app'], why: 'features never import app/; move shared pieces down to ui/ or auth/' },
};

const climbInto = (layers) => `^(\\.\\./)+(${layers.join('|')})/`;

function zone(folder, { layers, client = false, why }) {
  const message = `${folder}/ may not import ${layers.join(', ')}/${client ? ' or api/client.ts' : ''}: ${why} (docs/decisions/046-web-layers.md).`;
  const patterns = [{ regex: climbInto(layers), message }];
  if (client) patterns.push({ regex: '^(\\.\\./)+api/client(\\.ts)?$', message });
  const dynamic = [`ImportExpression[source.value=/${climbInto(layers).replaceAll('/', '\\/')}/]`];
  if (client) dynamic.push(`ImportExpression[source.value=/^(\\.\\.\\/)+api\\/client(\\.ts)?$/]`);
  return {
    files: [`${WEB}/${folder}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/test-*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'no-restricted-syntax': [
        'error',
        ...dynamic.map((selector) => ({ selector, message })),
        ...webRestrictedSyntax,
      ],
    },
  };
}

export const webLayers = Object.entries(FORBIDDEN).map(([folder, rule]) => zone(folder, rule));
