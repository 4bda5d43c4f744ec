import type { Usage } from './key-usage.ts';

export interface Unfilled {
  key: string;
  file: string;
  /** The placeholders of the key's English text the call passes no value for. */
  unfilled: string[];
  /** For a built key, `` t(`prefix.${value}`) ``, its literal prefix: the call may never ask for this key. */
  builtFrom?: string;
}

/** Code's literal keys that English lacks (a plural key counts by its base name). */
export function missingKeys(usage: Usage, englishKeys: ReadonlySet<string>): { key: string; file: string }[] {
  return usage.asked.filter(({ key }) => !englishKeys.has(key));
}

/**
 * t() calls that leave a `{{placeholder}}` of the English text without a value: i18next would show
 * it as written, braces and all. Calls whose values cannot be read are left out.
 */
export function unfilledArguments(
  usage: Usage,
  keys: readonly { key: string; args: readonly string[] }[],
): Unfilled[] {
  const argsOf = new Map(keys.map((entry) => [entry.key, entry.args]));
  const asked: { key: string; file: string; passed: string[] | null; builtFrom?: string }[] = [
    ...usage.calls,
    ...usage.builtCalls.flatMap(({ prefix, file, passed }) =>
      keys
        .filter((entry) => entry.key.startsWith(prefix))
        .map(({ key }) => ({ key, file, passed, builtFrom: prefix })),
    ),
  ];
  return asked.flatMap(({ key, file, passed, builtFrom }) => {
    const unfilled = (argsOf.get(key) ?? []).filter((name) => passed !== null && !passed.includes(name));
    if (unfilled.length === 0) return [];
    return [builtFrom === undefined ? { key, file, unfilled } : { key, file, unfilled, builtFrom }];
  });
}
