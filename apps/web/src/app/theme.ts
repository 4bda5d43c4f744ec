import {
  createTheme,
  mergeThemeOverrides,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

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

const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Someone who asks their system for less motion gets no transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    // A spinner says "loading" politely; its aria-label is only allowed on an element with a role.
    Loader: { defaultProps: { role: 'status' } },
    // A table wider than a phone scrolls sideways: its viewport takes the focus, so the arrow keys
    // scroll it (WCAG 2.1.1).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/**
 * The theme with the texts its components show without a call site giving them: the close button
 * (×) of every dialog, drawer and toast is named "Close" in the interface language (WCAG 4.1.2).
 * Built again when the language changes.
 */
export function useLocalizedTheme(): MantineThemeOverride {
  const { t } = useTranslation();
  const close = t('common.close');
  return useMemo(
    () =>
      mergeThemeOverrides(
        theme,
        createTheme({
          components: {
            ModalCloseButton: { defaultProps: { 'aria-label': close } },
            DrawerCloseButton: { defaultProps: { 'aria-label': close } },
            Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          },
        }),
      ),
    [close],
  );
}
