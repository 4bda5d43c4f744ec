import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMissingKeyReporter, missingKeyPostProcessor } from './missing-key-report.ts';

afterEach(() => {
  vi.useRealTimers();
});

async function setUp(signedIn = true) {
  vi.useFakeTimers();
  const sent: Array<{ language: string; keys: string[] }> = [];
  let canSend = signedIn;
  const reporter = createMissingKeyReporter({
    send: async (language, keys) => {
      sent.push({ language, keys });
    },
    canSend: () => canSend,
    delayMs: 5_000,
  });
  const instance = i18next.createInstance();
  instance.use(missingKeyPostProcessor(reporter));
  await instance.init({
    lng: 'mk',
    fallbackLng: 'en',
    postProcess: ['missingKeyReport'],
    resources: {
      en: {
        translation: {
          shell: { signOut: 'Sign out', help: 'Help' },
          people_one: '{{count}} person',
          people_other: '{{count}} people',
        },
      },
      mk: { translation: { shell: { signOut: 'Одјава' } } },
    },
  });
  return { instance, sent, reporter, signIn: () => (canSend = true) };
}

describe('missing-key report', () => {
  it('reports the keys shown in English, once, a few seconds after the last one', async () => {
    const { instance, sent } = await setUp();
    expect(instance.t('shell.signOut')).toBe('Одјава');
    expect(instance.t('shell.help')).toBe('Help');
    expect(instance.t('people', { count: 2 })).toBe('2 people');
    instance.t('shell.help');
    instance.t('no.such.key');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([{ language: 'mk', keys: ['shell.help', 'people'] }]);
    // Already reported on this page: not again.
    instance.t('shell.help');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
  });

  it('reports nothing in English, and waits for a session', async () => {
    const { instance, sent, signIn } = await setUp(false);
    instance.t('shell.help');
    await vi.advanceTimersByTimeAsync(6_000);
    expect(sent).toEqual([]);
    signIn();
    await instance.changeLanguage('en');
    instance.t('people', { count: 1 });
    await instance.changeLanguage('mk');
    instance.t('people', { count: 1 });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(sent).toEqual([{ language: 'mk', keys: ['shell.help', 'people'] }]);
  });

  it('sends at most 100 keys a report', async () => {
    const { reporter, sent } = await setUp();
    for (let i = 0; i < 150; i += 1) reporter.note('sq', `shell.key${i}`);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent.map((batch) => [batch.language, batch.keys.length])).toEqual([
      ['sq', 100],
      ['sq', 50],
    ]);
  });
});
