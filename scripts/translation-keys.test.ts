import { describe, expect, it } from 'vitest';
import {
  emptyUsage,
  extractKeyRegistry,
  missingKeys,
  placeholdersOf,
  scanSource,
} from './translation-keys.ts';

describe('translation key registry', () => {
  const registry = extractKeyRegistry();

  it('finds no key used in code that English lacks', () => {
    expect(registry.missing).toEqual([]);
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

  it('reads placeholders with or without a format', () => {
    expect(placeholdersOf('{{count}} of {{ total }} on {{date, datetime}} {{count}}')).toEqual([
      'count',
      'date',
      'total',
    ]);
  });
});
