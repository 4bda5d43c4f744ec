import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  MINIMUM_TEXT_CONTRAST,
  readableLightColorVariables,
  readableLightTextColor,
} from './readable-colors.ts';

describe('readable light variants', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#d9480f', '#ffe8cc')).toBeCloseTo(3.61, 1);
  });

  it.each(Object.entries(DEFAULT_THEME.colors))('%s text reads on its tint and on white', (_name, shades) => {
    const text = readableLightTextColor(shades);
    expect(contrastRatio(text, shades[1])).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
  });

  it('overrides only the colours whose shade 9 does not read', () => {
    const variables = readableLightColorVariables({});
    expect(Object.keys(variables)).toContain('--mantine-color-orange-light-color');
    expect(Object.keys(variables)).toContain('--mantine-color-yellow-light-color');
    expect(Object.keys(variables)).not.toContain('--mantine-color-blue-light-color');
  });
});
