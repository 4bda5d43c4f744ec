import { useState } from 'react';

/**
 * The last thing a dialog showed, kept while it closes. A dialog opened for a value (a row to
 * edit, a webhook's deliveries) is told to close by clearing that value, but it stays on screen
 * for its closing transition: without this its title and content vanish first, and for that
 * moment the page holds a dialog with no name (assistive technology announces an empty dialog,
 * and the box collapses as it fades).
 */
export function useKeptWhileClosing<Value>(value: Value | null | undefined): Value | undefined {
  const [kept, keep] = useState<Value | undefined>(value ?? undefined);
  // Derived state, updated during render as React recommends for "remember the previous value".
  if (value !== null && value !== undefined && value !== kept) keep(value);
  return value ?? kept;
}
