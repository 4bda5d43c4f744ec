import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../test/test-i18n.ts';
import { toggleArchiveWithUndo } from './archive-feedback.tsx';

afterEach(() => vi.restoreAllMocks());

describe('archiving with undo', () => {
  it('says it archived, and Undo restores it', async () => {
    const i18n = await createTestI18n();
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    vi.spyOn(notifications, 'hide').mockImplementation(() => '');
    const run = vi.fn(async (_archived: boolean) => undefined);

    await toggleArchiveWithUndo(i18n.t, 'Contoso Ltd', true, run);
    expect(run).toHaveBeenCalledWith(true);
    render(<MantineProvider>{show.mock.calls[0]?.[0].message as ReactNode}</MantineProvider>);
    expect(screen.getByText('“Contoso Ltd” archived.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(run).toHaveBeenLastCalledWith(false));
    await waitFor(() => expect(show).toHaveBeenCalledTimes(2));
  });

  it('says so when the change is refused', async () => {
    const i18n = await createTestI18n();
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    await toggleArchiveWithUndo(i18n.t, 'Contoso Ltd', true, async () => {
      throw new Error('refused');
    });
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      color: 'red',
      message: '“Contoso Ltd” could not be changed. Try again.',
    });
  });
});
