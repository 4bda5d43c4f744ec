import { describe, expect, it } from 'vitest';
import { extractKeyRegistry } from './translation-keys.ts';
import { missingKeys, unfilledArguments } from './translation-keys/key-checks.ts';
import { emptyUsage, scanSource } from './translation-keys/key-usage.ts';

/**
 * Calls that build a key under a prefix where some keys take values the call does not pass, read
 * and found to ask only for keys without them (the value's type allows no other). A new call of
 * this shape fails until it is read too: better, ask for each key by its literal name.
 */
const READ_BUILT_CALLS = [
  // `key` is what validateActivityTimes returns: only the time messages, none with {{max}}.
  ['timeTracking.validation.', 'apps/web/src/features/time-tracking/activity/activity-form.tsx'],
  // `title` is CatalogRefusal['title']: the "could not …" titles, none with {{name}} or {{count}}.
  ['timeTracking.catalog.', 'apps/web/src/features/time-tracking/catalog/catalog-refusal.ts'],
  ['timeTracking.catalog.', 'apps/web/src/features/time-tracking/catalog/client-form.tsx'],
  ['timeTracking.catalog.', 'apps/web/src/features/time-tracking/catalog/project-form.tsx'],
];

describe('translation key registry', () => {
  const registry = extractKeyRegistry();

  it('finds no key used in code that English lacks', () => {
    expect(registry.missing).toEqual([]);
  });

  it('finds no t() call that leaves a {{placeholder}} of its text without a value', () => {
    const read = new Set(READ_BUILT_CALLS.map(([prefix, file]) => `${prefix} ${file}`));
    const unread = registry.unfilled.filter(
      (entry) => entry.builtFrom === undefined || !read.has(`${entry.builtFrom} ${entry.file}`),
    );
    expect(unread).toEqual([]);
  });

  it('catches a call without the values its text names, literal or built', () => {
    const keys = [
      { key: 'jobs.running', args: ['done', 'total'] },
      { key: 'jobs.queued', args: [] },
    ];
    const usage = scanSource(
      'bar.tsx',
      "t('jobs.running', { done: 1, total: 2 }); t('jobs.running', { done }); t('jobs.running', options);" +
        ' t(`jobs.${state}`); t(`jobs.${state}`, { ...values });',
      new Set(keys.map((entry) => entry.key)),
      emptyUsage(),
    );
    expect(unfilledArguments(usage, keys)).toEqual([
      { key: 'jobs.running', file: 'bar.tsx', unfilled: ['total'] },
      { key: 'jobs.running', file: 'bar.tsx', unfilled: ['done', 'total'], builtFrom: 'jobs.' },
    ]);
  });

  it('reports the keys no code uses (a report, not a failure)', () => {
    if (registry.unused.length > 0) {
      console.info(`Unused interface keys (${registry.unused.length}):\n  ${registry.unused.join('\n  ')}`);
    }
    expect(registry.unused.length).toBeLessThan(registry.keys.length);
  });

  it('describes a key: source, arguments, plural forms, file and use', () => {
    const members = registry.keys.find((entry) => entry.key === 'organization.summaryMembers');
    expect(members).toMatchObject({
      args: ['count'],
      plural: { one: expect.any(String), other: expect.any(String) },
      file: 'apps/web/src/features/organization/locales/en.ts',
    });
    expect(members!.usedIn.length).toBeGreaterThan(0);
    const runningSince = registry.keys.find((entry) => entry.key === 'timeTracking.timer.runningSince');
    expect(runningSince).toMatchObject({ source: 'Running since {{time}}', args: ['time'], plural: null });
  });

  it('holds the provider pages and e-mails under provider.', () => {
    const signIn = registry.keys.find((entry) => entry.key === 'provider.signInTitle');
    expect(signIn?.source).toBe('Sign in');
    expect(registry.keys.some((entry) => entry.key === 'provider.resetMailSubject')).toBe(true);
  });

  it('catches a literal key missing in English, and counts a template prefix as use', () => {
    const known = new Set(['shell.language', 'screens.home']);
    const usage = scanSource(
      'x.tsx',
      "const a = t('shell.language'); const b = t('shell.nope'); const c = t(`screens.${id}`); const d = { dataKey: 'day' };",
      known,
      emptyUsage(),
    );
    expect(missingKeys(usage, known)).toEqual([{ key: 'shell.nope', file: 'x.tsx' }]);
    expect([...usage.prefixes.keys()]).toContain('screens.');
  });
});
