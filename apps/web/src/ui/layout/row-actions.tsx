import { Flex } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table row's buttons: side by side from a small tablet up, stacked on a phone, so that a
 * narrow table keeps its row readable instead of scrolling sideways.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Flex gap="xs" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
      {children}
    </Flex>
  );
}
