import type { PostProcessorModule, TOptions } from 'i18next';

/** At most this many keys in one report (the operation's limit, MISSING_KEYS_PER_REPORT). */
const PER_REPORT = 100;

export interface MissingKeyReporterDeps {
  /** Sends one batch; a failure is dropped (the next page load reports the keys again). */
  send: (language: 'mk' | 'sq', keys: string[]) => Promise<void>;
  /** Whether someone is signed in: the report needs a session, others wait until there is one. */
  canSend: () => boolean;
  /** How long after the last new key the batch goes out (default 5 s). */
  delayMs?: number;
}

/**
 * Collects the keys this page showed in English while the interface spoke Macedonian or Albanian
 * and reports each once per page load, in batches a few seconds after the last new one
 * (docs/product/translations.md#missing-key-report).
 */
export function createMissingKeyReporter(deps: MissingKeyReporterDeps) {
  const delayMs = deps.delayMs ?? 5_000;
  const reported = new Set<string>();
  const pending = { mk: new Set<string>(), sq: new Set<string>() };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async (): Promise<void> => {
    timer = undefined;
    if (!deps.canSend()) return;
    for (const language of ['mk', 'sq'] as const) {
      const keys = [...pending[language]];
      pending[language].clear();
      for (const key of keys) reported.add(`${language}|${key}`);
      for (let start = 0; start < keys.length; start += PER_REPORT) {
        await deps.send(language, keys.slice(start, start + PER_REPORT)).catch(() => undefined);
      }
    }
  };

  return {
    note(language: string, key: string): void {
      if (language !== 'mk' && language !== 'sq') return;
      if (reported.has(`${language}|${key}`) || pending[language].has(key)) return;
      pending[language].add(key);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
  };
}

export type MissingKeyReporter = ReturnType<typeof createMissingKeyReporter>;

interface ResourceReader {
  language?: string;
  resourceStore: { getResource(language: string, namespace: string, key: string): unknown };
}

/**
 * An i18next post-processor that notes every key the current language lacks but English has: the
 * text shown came from the English fallback. A plural key is looked up in the form asked for.
 */
export function missingKeyPostProcessor(reporter: MissingKeyReporter): PostProcessorModule {
  return {
    type: 'postProcessor',
    name: 'missingKeyReport',
    process(value: string, keys: string | string[], options: TOptions, translator: unknown) {
      const { language, resourceStore } = translator as ResourceReader;
      const lng = typeof options.lng === 'string' ? options.lng : language;
      if (!lng || lng === 'en') return value;
      const key = Array.isArray(keys) ? keys[0] : keys;
      if (!key) return value;
      const has = (l: string, k: string) =>
        typeof resourceStore.getResource(l, 'translation', k) === 'string';
      const forms = typeof options.count === 'number' ? [`${key}_other`, key] : [key];
      const inEnglish = forms.some((form) => has('en', form));
      if (inEnglish && !forms.some((form) => has(lng, form))) reporter.note(lng, key);
      return value;
    },
  };
}
