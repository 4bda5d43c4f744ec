/**
 * Decimal and grouping signs (CLDR): mk 1.234,50 and sq 1 234,50. Written out here because
 * Chromium ships no Macedonian or Albanian number data, so Intl would answer in English.
 */
const SEPARATORS: Readonly<Record<string, { decimal: string; group: string }>> = {
  en: { decimal: '.', group: ',' },
  mk: { decimal: ',', group: '.' },
  sq: { decimal: ',', group: '\u00a0' },
};

/** Seconds as hours with two decimals in the language's number format (the export's unit). */
export function hoursText(seconds: number, language: string): string {
  const { decimal, group } = SEPARATORS[language.slice(0, 2)] ?? SEPARATORS.en!;
  const [whole = '0', fraction = '00'] = (Math.round(seconds / 36) / 100).toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${decimal}${fraction}`;
}

/** Seconds as hours, two decimals, as a number (chart values). */
export function hoursValue(seconds: number): number {
  return Math.round(seconds / 36) / 100;
}

/** Share of a budget used, in whole percent, or null without a budget. */
export function budgetUsedPercent(seconds: number, budgetHours: number | null): number | null {
  if (budgetHours === null || budgetHours <= 0) return null;
  return Math.round((seconds / 3600 / budgetHours) * 100);
}

/** An axis tick: hours with at most one decimal. */
export function hoursTick(value: number): string {
  return String(Math.round(value * 10) / 10);
}
