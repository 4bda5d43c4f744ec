import { Drawer, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mk } from '../i18n/locales/mk.ts';
import { createTestI18n } from '../test/test-i18n.ts';
import { AppProviders } from './app-providers.tsx';

afterEach(() => {
  act(() => notifications.clean());
});

describe('AppProviders theme', () => {
  it('names the close button of every dialog, drawer and toast in the interface language', async () => {
    const i18n = await createTestI18n();
    i18n.addResourceBundle('mk', 'translation', mk, true, true);
    render(
      <AppProviders i18n={i18n}>
        <Modal opened onClose={() => {}} title="A dialog">
          body
        </Modal>
        <Drawer opened onClose={() => {}} title="A drawer">
          body
        </Drawer>
      </AppProviders>,
    );
    act(() => {
      notifications.show({ message: 'Saved', autoClose: false });
    });
    const dialog = await screen.findByRole('dialog', { name: 'A dialog' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const drawer = screen.getByRole('dialog', { name: 'A drawer' });
    expect(within(drawer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const toast = (await screen.findByText('Saved')).closest<HTMLElement>('.mantine-Notification-root');
    if (!toast) throw new Error('the toast is not a Mantine notification');
    expect(within(toast).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('mk'));
    expect(within(dialog).getByRole('button', { name: 'Затвори' })).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: 'Затвори' })).toBeInTheDocument();
  });

  it('mounts the toast host with the first toast, not before', async () => {
    render(<AppProviders i18n={await createTestI18n()}>app</AppProviders>);
    await screen.findByText('app');
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeInTheDocument();
    act(() => {
      notifications.show({ message: 'Shown before the host arrived', autoClose: false });
    });
    expect(await screen.findByText('Shown before the host arrived')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).toBeInTheDocument();
  });

  it('gives filled red a shade that white text can be read on (4.5:1)', async () => {
    render(<AppProviders i18n={await createTestI18n()}>app</AppProviders>);
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toContain('--mantine-color-red-filled: var(--mantine-color-red-9)');
  });
});
