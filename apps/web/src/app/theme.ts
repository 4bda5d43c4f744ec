import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Atrium blue: calm, readable on white, distinct from the red of error toasts. */
const brand: MantineColorsTuple = [
  '#ecf2ff',
  '#d7e1fb',
  '#acc0f3',
  '#7e9cec',
  '#587ee6',
  '#406be3',
  '#3361e2',
  '#2651c9',
  '#1e48b4',
  '#0f3d9f',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});
