import { useSyncExternalStore } from 'react';

/**
 * The name shown in the header. The company work fills it when the current company is loaded
 * (SPEC §4 start-up); until then the header shows "No company selected".
 */
let current: string | null = null;
const listeners = new Set<() => void>();

export function setCurrentCompanyName(name: string | null): void {
  if (name === current) return;
  current = name;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => current;

export function useCurrentCompanyName(): string | null {
  return useSyncExternalStore(subscribe, read, read);
}
