import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { GanttFilters } from './gantt-filters.tsx';

const props = {
  divisions: [{ value: 'd1', label: 'Sales' }],
  departments: [],
  divisionId: null,
  departmentId: null,
  onDivision: vi.fn(),
  onDepartment: vi.fn(),
  onExport: vi.fn(),
};

function atWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
}

// On a phone the chart starts on the first screen: the filters fold behind one button.
describe('the gantt filters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('show at once on a wide screen', async () => {
    atWidth(false);
    await renderScreen(<GanttFilters {...props} />);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filters and export/ })).not.toBeInTheDocument();
  });

  it('fold behind a button on a phone that says how many are set', async () => {
    atWidth(true);
    await renderScreen(<GanttFilters {...props} divisionId="d1" />);
    const toggle = await screen.findByRole('button', { name: 'Filters and export (1 filter set)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The opened panel's controls (jsdom runs no transition, so they are found by their text).
    fireEvent.click(screen.getByText('Export CSV'));
    expect(props.onExport).toHaveBeenCalledWith('csv');
  });
});
