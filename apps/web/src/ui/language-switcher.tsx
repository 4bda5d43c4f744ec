import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n.ts';
import { LANGUAGES, toLanguage, type Language } from '../i18n/languages.ts';
import { NavIcon } from './nav-icons.tsx';

/** Interface language: en, mk, sq (docs/product/limits-and-formats.md#languages). */
export function LanguageSwitcher({
  onLanguageChosen,
}: {
  /** Signed in: the app saves the choice on the server, so it follows the person to other devices. */
  onLanguageChosen?: (language: Language) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<NavIcon name="language" />}
          rightSection={<NavIcon name="chevronDown" size={14} />}
          // The visible code is part of the name (WCAG 2.5.3 label in name: speech users say "EN").
          aria-label={`${t('shell.language')}: ${t(`languages.${current}`)}, ${current.toUpperCase()}`}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => {
              void changeLanguage(language);
              if (onLanguageChosen) void onLanguageChosen(language);
            }}
            fw={language === current ? 700 : undefined}
            aria-current={language === current ? 'true' : undefined}
            rightSection={language.toUpperCase()}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
