import { darken, DEFAULT_THEME, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG 1.4.3: normal text needs 4.5:1 against what is behind it. */
export const MINIMUM_TEXT_CONTRAST = 4.5;

/** The WCAG contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * The text colour of a colour's light variant (tinted alerts, badges, light buttons). Mantine
 * writes shade 9 on shade 1, which is under 4.5:1 for the warm colours (orange 3.6:1, yellow
 * 2.9:1, lime and green about 3.5:1); the shade is darkened in small steps until it reads on
 * its tint and on white. Colours that already read keep Mantine's shade.
 */
export function readableLightTextColor(shades: MantineColorsTuple): string {
  const tint = shades[1];
  let text: string = shades[9];
  for (let step = 0; step < 20 && !readsOn(text, [tint, '#ffffff']); step += 1) {
    text = darken(text, 0.05);
  }
  return text;
}

function readsOn(text: string, backgrounds: string[]): boolean {
  return backgrounds.every((background) => contrastRatio(text, background) >= MINIMUM_TEXT_CONTRAST);
}

/**
 * `--mantine-color-<name>-light-color` for every colour of the theme (Mantine's and ours) whose
 * light variant would not read, so no alert title or light badge can fall under 4.5:1 whatever
 * colour a screen picks.
 */
export function readableLightColorVariables(
  colors: Record<string, MantineColorsTuple>,
): Record<`--mantine-color-${string}-light-color`, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries({ ...DEFAULT_THEME.colors, ...colors })) {
    const text = readableLightTextColor(shades);
    if (text !== shades[9]) variables[`--mantine-color-${name}-light-color`] = text;
  }
  return variables;
}
