import { ThemeIcon } from '@mantine/core';

/** The product's mark: the header's and the sign-in card's. */
export function ProductMark({ size = 32 }: { size?: number }) {
  return (
    <ThemeIcon size={size} radius="md" variant="filled" aria-hidden="true">
      <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24" fill="none">
        <path
          d="M4 20 12 4l8 16M8 13h8"
          stroke="currentColor"
          strokeWidth={2.4}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </ThemeIcon>
  );
}
