import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** A message's plain text with its http(s) links clickable (reset and invitation links). */
export function linkify(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <Anchor key={index} href={part} target="_blank" rel="noopener noreferrer">
        {part}
      </Anchor>
    ) : (
      part
    ),
  );
}
