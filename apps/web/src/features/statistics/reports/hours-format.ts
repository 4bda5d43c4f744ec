/** Seconds as hours with two decimals in the language's number format (the export's unit). */
export function hoursText(seconds: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    seconds / 3600,
  );
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
