import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { LanguageButton } from './language-button.tsx';

/** The language menu itself: loaded by `LanguageSwitcher` when first wanted. */
export default function LanguageMenu({
  current,
  opened,
  onLanguageChosen,
}: {
  current: Language;
  /** Open as soon as it is drawn: the person clicked the button before the menu had loaded. */
  opened: boolean;
  onLanguageChosen?: (language: Language) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={180} defaultOpened={opened}>
      <Menu.Target>
        <LanguageButton current={current} />
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
