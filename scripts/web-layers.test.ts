import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { webLayers } from './web-layers.eslint.mjs';

// The web app's layers (docs/decisions/046-web-layers.md): the lint zones fire on an arrow
// against them, and the source has no import circle between files.

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(repo, 'apps/web/src');

const eslint = new ESLint({
  cwd: repo,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...webLayers],
});

/** The layer rules' messages for `code` written in the file at `path` (under apps/web/src). */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(web, path) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('web layer lint zones', () => {
  it('are part of the repository lint configuration', async () => {
    const config = (await new ESLint({ cwd: repo }).calculateConfigForFile(
      join(web, 'features/time-tracking/home/home-screen.tsx'),
    )) as { rules: Record<string, unknown> };
    expect(JSON.stringify(config.rules['no-restricted-imports'])).toContain('features/ may not import app/');
  });

  it.each([
    ['api/client.ts', "import { accessToken } from '../auth/auth-runtime.ts';", 'api/ may not import'],
    ['api/client.ts', "import { showToast } from '../ui/toasts.ts';", 'api/ may not import'],
    ['auth/auth-runtime.ts', "import { x } from '../app/shell/app-header.tsx';", 'auth/ may not import'],
    [
      'auth/auth-runtime.ts',
      "export { x } from '../features/time-tracking/start-up.ts';",
      'auth/ may not import',
    ],
    [
      'ui/uploader/uploader.tsx',
      "import { authorizedFetch } from '../../auth/auth-runtime.ts';",
      'ui/ may not',
    ],
    ['ui/uploader/uploader.tsx', "import { authorizedFetch } from '../../api/client.ts';", 'ui/ may not'],
    [
      'features/sign-in/sign-in-screen.tsx',
      "import { ProductMark } from '../../app/shell/app-header.tsx';",
      'features/',
    ],
    ['i18n/i18n.ts', "import { session } from '../auth/session.ts';", 'i18n/ may not import'],
    ['pwa/push-api.ts', "import { App } from '../app/app.tsx';", 'pwa/ may not import'],
  ])('%s: %s is refused', async (path, code, message) => {
    const errors = await layerErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('no-restricted-imports');
    expect(errors[0]).toContain(message);
  });

  it('refuses a dynamic import against the layers, as the old start-up did', async () => {
    const errors = await layerErrors(
      'auth/auth-runtime.ts',
      "export const load = () => import('../features/time-tracking/timeline/timeline-store.ts');",
    );
    expect(errors).toEqual([expect.stringContaining('no-restricted-syntax: auth/ may not import')]);
    expect(await layerErrors('ui/x.ts', "export const c = () => import('../api/client.ts');")).toHaveLength(
      1,
    );
  });

  it.each([
    ['auth/auth-runtime.ts', "import { callOperation } from '../api/client.ts';"],
    ['auth/auth-runtime.ts', "import { showToast } from '../ui/toasts.ts';"],
    ['ui/uploader/uploader.tsx', "import { ApiError } from '../../api/api-error.ts';"],
    ['features/time-tracking/home/home-screen.tsx', "import { useSession } from '../../../auth/session.ts';"],
    ['features/time-tracking/home/home-screen.tsx', "import { x } from '../ui/time-field.tsx';"],
    ['app/app.tsx', "import { HomeScreen } from '../features/time-tracking/screens.ts';"],
    ['features/x/x.test.tsx', "import { App } from '../../app/app.tsx';"],
  ])('%s: %s is allowed', async (path, code) => {
    expect(await layerErrors(path, code)).toEqual([]);
  });

  it.each([
    [
      'app/shell/user-button.tsx',
      "import { useMyPicture } from '../../features/hr/my-record/use-my-picture.ts';",
    ],
    ['app/routes/x.ts', "const load = () => import('../../features/hr/my-record/my-record-card.tsx');"],
  ])('%s: %s is refused', async (path, code) => {
    const errors = await layerErrors(path, code);
    expect(errors).toEqual([
      expect.stringContaining('atrium-web/feature-entry: app/ may import features/hr/'),
    ]);
  });

  it.each([
    ['app/shell/app-header.tsx', "import { NotificationBell } from '../../features/notifications/index.ts';"],
    ['app/routes/x.ts', "const hr = () => import('../../features/hr/screens.ts');"],
    [
      'app/feature-start-up.ts',
      "import { todaysTimelineStep } from '../features/time-tracking/start-up.ts';",
    ],
    ['app/x.ts', "import { strings } from '../features/webhooks/locales/en.ts';"],
  ])('%s: %s is allowed', async (path, code) => {
    expect(await layerErrors(path, code)).toEqual([]);
  });
});

describe('feature entry lint rule', () => {
  it.each([
    [
      'features/hr/admin-users-list-screen.tsx',
      "import { PeopleDirectory } from '../people/people-directory.tsx';",
    ],
    ['features/absence-team/planner/x.tsx', "import { Y } from '../../absence/absence-screen.tsx';"],
    [
      'features/company-info/x.tsx',
      "export { CompanyFilesScreen } from '../company-files/company-files-screen.tsx';",
    ],
    ['features/company-info/x.tsx', "export * from '../company-files/screens.ts';"],
    ['features/account/x.tsx', "export const load = () => import('../hr/my-record/my-record-card.tsx');"],
  ])('%s: %s is refused', async (path, code) => {
    const errors = await layerErrors(path, code);
    expect(errors).toEqual([expect.stringContaining('atrium-web/feature-entry: features/')]);
    expect(errors[0]).toContain('only through its index.ts');
  });

  it.each([
    ['features/hr/admin-users-list-screen.tsx', "import { PeopleDirectory } from '../people/index.ts';"],
    ['features/hr/admin-users-list-screen.tsx', "import { EntryForm } from './sections/entry-form.tsx';"],
    // A subfolder named like another feature is still the importing feature's own.
    [
      'features/absence-team/planner/x.tsx',
      "import { MyAbsenceCards } from '../account/my-absence-card.tsx';",
    ],
    ['features/hr/x.tsx', "import { PersonAvatar } from '../../ui/person-avatar.tsx';"],
    ['features/hr/x.test.tsx', "import { X } from '../people/people-directory.tsx';"],
  ])('%s: %s is allowed', async (path, code) => {
    expect(await layerErrors(path, code)).toEqual([]);
  });
});

/** Every non-test source file of the web app with the files it imports (static and `import()`). */
function importGraph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
    }
  };
  walk(web);
  const known = new Set(files);
  const imports =
    /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  return new Map(
    files.map((file) => {
      const targets = [...readFileSync(file, 'utf8').matchAll(imports)]
        .map((match) => resolve(dirname(file), (match[1] ?? match[2] ?? match[3])!))
        .filter((target) => known.has(target));
      return [file, targets];
    }),
  );
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found.map((component) => component.map((file) => relative(web, file)).sort());
}

describe('web import graph', () => {
  it('has no circle between files', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['/a', ['/b']],
      ['/b', ['/c']],
      ['/c', ['/a']],
      ['/d', ['/a']],
    ]);
    expect(circles(graph).map((c) => c.length)).toEqual([3]);
  });
});
