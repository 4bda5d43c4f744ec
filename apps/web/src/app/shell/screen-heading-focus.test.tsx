import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestRouter, everyone, type TestRouter } from '../../test/test-router.ts';
import { createTestI18n } from '../../test/test-i18n.ts';
import { App } from '../app.tsx';
import { POINTER_FOCUS } from './screen-heading-focus.ts';

let current: TestRouter | undefined;
afterEach(() => current?.dispose());

async function renderAppAt(entry: string): Promise<TestRouter> {
  const router = await createTestRouter(everyone, { entry });
  const i18n = await createTestI18n();
  render(<App router={router.router} routes={router.router.routes} session={router.session} i18n={i18n} />);
  return router;
}

describe('focus after moving between screens', () => {
  it('stays where it is on the first load', async () => {
    current = await renderAppAt('/absence/planner');
    await screen.findByRole('heading', { name: 'Absence' });
    // Focus that stays put leaves nothing to wait for: give the layout the moment it would take
    // to move it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });

  it('goes to the new screen’s main heading, which takes the focus without entering the Tab order', async () => {
    current = await renderAppAt('/absence/planner');
    await screen.findByRole('heading', { name: 'Absence' });
    // The person used a link of the navigation.
    screen.getByRole('link', { name: 'Absence' }).focus();
    await act(() => current!.go('/templates'));
    const heading = await screen.findByRole('heading', { name: 'Templates' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tagName).toBe('H2');
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('after a click, still goes to the new screen’s heading, marked to show no ring', async () => {
    current = await renderAppAt('/absence/planner');
    await screen.findByRole('heading', { name: 'Absence' });
    const link = screen.getByRole('link', { name: 'Absence' });
    fireEvent.pointerDown(link);
    link.focus();
    await act(() => current!.go('/templates'));
    const heading = await screen.findByRole('heading', { name: 'Templates' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute(POINTER_FOCUS);
  });

  it('after a key, goes to the heading with its ring, also when a click came before', async () => {
    current = await renderAppAt('/absence/planner');
    await screen.findByRole('heading', { name: 'Absence' });
    const link = screen.getByRole('link', { name: 'Absence' });
    fireEvent.pointerDown(link);
    link.focus();
    fireEvent.keyDown(link, { key: 'Enter' });
    await act(() => current!.go('/templates'));
    const heading = await screen.findByRole('heading', { name: 'Templates' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).not.toHaveAttribute(POINTER_FOCUS);
  });

  it('counts a shortcut held with Ctrl as no move through the page: a click before it still hides the ring', async () => {
    current = await renderAppAt('/absence/planner');
    await screen.findByRole('heading', { name: 'Absence' });
    const link = screen.getByRole('link', { name: 'Absence' });
    fireEvent.keyDown(link, { key: 'Tab' });
    fireEvent.pointerDown(link);
    fireEvent.keyDown(link, { key: 'c', ctrlKey: true });
    await act(() => current!.go('/templates'));
    const heading = await screen.findByRole('heading', { name: 'Templates' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute(POINTER_FOCUS);
  });

  // Templates' tabs still show a titled part each, so the part's heading is there to find.
  it('stays on the tab when only the screen’s tab changes', async () => {
    current = await renderAppAt('/templates/user');
    await screen.findByRole('heading', { name: 'Templates' });
    const tab = screen.getByRole('tab', { name: 'Leave request templates' });
    tab.focus();
    await act(() => current!.go('/templates/absence'));
    await screen.findByRole('heading', { name: 'Leave request templates' });
    // As on the first load: the moment a move of the focus would take.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(tab);
  });

  it('goes to the part now on show when the control that had the focus went away', async () => {
    current = await renderAppAt('/templates/user');
    await screen.findByRole('heading', { name: 'Templates' });
    await act(() => current!.go('/templates/absence'));
    const part = await screen.findByRole('heading', { name: 'Leave request templates' });
    await waitFor(() => expect(document.activeElement).toBe(part));
  });
});
