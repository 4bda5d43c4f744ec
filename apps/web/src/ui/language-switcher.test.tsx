import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/test-i18n.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

async function renderSwitcher() {
  const i18n = await createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <LanguageSwitcher />
      </MantineProvider>
    </I18nextProvider>,
  );
}

// The menu loads on first use (docs/performance.md, "Web: initial JavaScript"); the button does not wait for it.
describe('the language switcher', () => {
  it('draws the button with the current language before its menu has loaded', async () => {
    await renderSwitcher();
    expect(screen.getByRole('button', { name: 'Language: English, EN' })).toHaveTextContent('EN');
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();
  });

  it('opens the menu on the first click, once it has loaded, with every language and the current one marked', async () => {
    await renderSwitcher();
    fireEvent.click(screen.getByRole('button', { name: /^Language:/ }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(menu).toBeInTheDocument();
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'mk', 'sq']);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).toHaveTextContent('Македонски');
  });
});
