/**
 * The hours an amount on an absence screen stands for: "152 h", "1,234.5 h", or "19 days" /
 * "1 day" of the demo's 8-hour working day (balances are shown in the unit their policy states:
 * docs/product/absence.md#allowances-and-balances). NaN when the text holds neither.
 */
export function hoursShown(text: string): number {
  const hours = /(-?[\d.,]+) h\b/.exec(text);
  if (hours) return Number(hours[1]!.replaceAll(',', ''));
  const days = /(-?[\d.,]+) days?\b/.exec(text);
  return days ? Number(days[1]!.replaceAll(',', '')) * 8 : NaN;
}
