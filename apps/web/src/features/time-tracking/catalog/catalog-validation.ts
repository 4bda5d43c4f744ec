/** Client-side checks of the catalog forms, the server's rules (it checks again). */
export function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > 100 ? 'nameLength' : null;
}

export function descriptionError(description: string): string | null {
  return description.trim().length > 1000 ? 'descriptionLength' : null;
}

export function colourError(colour: string): string | null {
  return /^#[0-9a-fA-F]{6}$/.test(colour) ? null : 'colour';
}

/** Budget hours: empty (no budget) or 0 to 100000. */
export function budgetError(budget: number | string | null): string | null {
  if (budget === null || budget === '') return null;
  const value = typeof budget === 'number' ? budget : Number(budget);
  return Number.isFinite(value) && value >= 0 && value <= 100_000 ? null : 'budget';
}

/** Keeps only the messages that are set. */
export function collectErrors(errors: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== null)) as Record<
    string,
    string
  >;
}
