import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '../i18n/languages.ts';
import { LanguageButton } from './language-button.tsx';

const loadMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(loadMenu);

/**
 * Interface language: en, mk, sq (docs/product/limits-and-formats.md#languages). The menu (its
 * floating drop-down, focus trap and items, about 30 KiB) is not drawn by the first screen: the
 * button stands alone until it is pointed at, focused or clicked, and a click opens the menu as
 * soon as it has loaded (docs/performance.md, "Web: initial JavaScript").
 */
export function LanguageSwitcher({
  onLanguageChosen,
}: {
  /** Signed in: the app saves the choice on the server, so it follows the person to other devices. */
  onLanguageChosen?: (language: Language) => Promise<void>;
}) {
  const { i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  const [clicked, setClicked] = useState(false);
  const button = (
    <LanguageButton
      current={current}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setClicked(true)}
    />
  );
  if (!clicked) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu current={current} opened onLanguageChosen={onLanguageChosen} />
    </Suspense>
  );
}
