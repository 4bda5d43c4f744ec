import { useElementSize } from '@mantine/hooks';

/**
 * Whether the element is narrower than `minWidth` px, measured on the element itself rather than
 * the window: a list beside a side panel at 1366 px is as narrow as one on a phone. Lists switch
 * from a table to cards below their table's width, so no column is ever cut off. Before the
 * first measurement (and in jsdom, which measures 0) the answer is "not narrow".
 */
export function useNarrowContainer<T extends HTMLElement = HTMLDivElement>(minWidth: number) {
  const { ref, width } = useElementSize<T>();
  return { ref, narrow: width > 0 && width < minWidth };
}
