import { createContext, useContext } from 'react';

/** Whether the current person may open a path; provided by the app from the guards. */
export type CanOpen = (path: string) => boolean;

export const CanOpenContext = createContext<CanOpen>(() => false);

export function useCanOpen(): CanOpen {
  return useContext(CanOpenContext);
}
