/**
 * The web app's layers (decision 046): each folder of apps/web/src may import only the layers
 * below it. Imports inside apps/web/src are relative, so a layer is recognised by the folder a
 * relative path climbs into (`../../app/…`). Static imports go through `no-restricted-imports`,
 * `import()` through `no-restricted-syntax` (the first rule does not see dynamic imports). Tests
 * may import anything: nothing imports them.
 */

import { posix } from 'node:path';
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

/** The `/features/` folder of a path under apps/web/src, and the feature the path is in. */
const FEATURES = `${WEB}/features/`;
function featureOf(path) {
  const at = path.replaceAll('\\', '/').lastIndexOf(FEATURES);
  if (at < 0) return null;
  const rest = path.replaceAll('\\', '/').slice(at + FEATURES.length);
  return { root: path.replaceAll('\\', '/').slice(0, at + FEATURES.length), name: rest.split('/')[0], rest };
}

/**
 * A feature reaches another only through that feature's `index.ts` (decision 090): what two
 * features share without being either's screen moves down to ui/. The import is resolved against
 * the file, because a relative path alone cannot tell `features/<b>/` from a subfolder of the
 * same name (absence-team/account is not the account feature).
 *
 * app/ reaches a feature through the files at the feature's root (its index.ts, the screens.ts
 * its routes load, its start-up.ts, a screen the first view loads on its own) and its locales/,
 * never through a file inside one of its folders.
 */
const featureEntryRule = {
  meta: {
    type: 'problem',
    messages: {
      internal:
        "features/{{own}}/ may import features/{{other}}/ only through its index.ts, not '{{source}}': move what both use to ui/ or export it from features/{{other}}/index.ts (docs/decisions/090-feature-public-entries.md).",
      internalFromApp:
        "app/ may import features/{{other}}/ only through a file at its root or its locales/, not '{{source}}': export it from features/{{other}}/index.ts, or move it down to auth/ or ui/ (docs/decisions/090-feature-public-entries.md).",
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    const inApp = context.filename.replaceAll('\\', '/').includes(`${WEB}/app/`);
    if (!own && !inApp) return {};
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = featureOf(
        posix.resolve(posix.dirname(context.filename.replaceAll('\\', '/')), source.value),
      );
      if (!target) return;
      if (own) {
        if (target.name === own.name || target.rest === `${target.name}/index.ts`) return;
        context.report({
          node: source,
          messageId: 'internal',
          data: { own: own.name, other: target.name, source: source.value },
        });
        return;
      }
      const inside = target.rest.slice(target.name.length + 1);
      if (!inside.includes('/') || inside.startsWith('locales/')) return;
      context.report({
        node: source,
        messageId: 'internalFromApp',
        data: { other: target.name, source: source.value },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const webFeatureEntries = {
  files: [`${WEB}/features/**/*.{ts,tsx}`, `${WEB}/app/**/*.{ts,tsx}`],
  ignores: [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/test-*.{ts,tsx}`],
  plugins: { 'atrium-web': { rules: { 'feature-entry': featureEntryRule } } },
  rules: { 'atrium-web/feature-entry': 'error' },
};

export const webLayers = [
  ...Object.entries(FORBIDDEN).map(([folder, rule]) => zone(folder, rule)),
  webFeatureEntries,
];
