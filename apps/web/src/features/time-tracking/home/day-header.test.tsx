import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { DayHeader } from './day-header.tsx';

describe('DayHeader', () => {
  it("writes the day's heading and the picker's field in the product's one date format", async () => {
    await renderScreen(
      <DayHeader
        date="2026-11-23"
        daysWithTime={new Set()}
        now={new Date(2026, 10, 25, 12)}
        onSelect={vi.fn()}
      />,
    );
    expect(await screen.findByTestId('day-title')).toHaveTextContent('Monday, Nov 23, 2026');
    const picker = screen.getByRole('button', { name: 'Day: Nov 23, 2026' });
    expect(picker).toHaveTextContent('Nov 23, 2026');
  });
});
