import { Button } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages.ts';
import { NavIcon } from './nav-icons.tsx';

/** The header's language button, the same before and after its menu has loaded. */
export const LanguageButton = forwardRef<
  HTMLButtonElement,
  { current: Language } & Omit<ComponentPropsWithoutRef<'button'>, 'color'>
>(function LanguageButton({ current, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<NavIcon name="language" />}
      rightSection={<NavIcon name="chevronDown" size={14} />}
      // The visible code is part of the name (WCAG 2.5.3 label in name: speech users say "EN").
      aria-label={`${t('shell.language')}: ${t(`languages.${current}`)}, ${current.toUpperCase()}`}
      aria-haspopup="menu"
      {...props}
    >
      {current.toUpperCase()}
    </Button>
  );
});
