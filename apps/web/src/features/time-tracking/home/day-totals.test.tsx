import { getAllCurrentUserTimelines, type TimelineSummary } from '@atrium/contract/time-tracking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, serveApiInTests } from '../../../test/api-server.ts';
import { DayTotals } from './day-totals.tsx';

serveApiInTests();

const weekTotal = () => screen.getByTestId('total-weekTotal');

describe('week total', () => {
  it('asks for the Monday-to-Sunday week, says when it failed, and loads again on retry', async () => {
    let offline = true;
    const asked = answer(getAllCurrentUserTimelines, () => {
      if (offline) return Response.error();
      return [{ totalSeconds: 3600 }, { totalSeconds: 5400 }] as TimelineSummary[];
    });
    await renderScreen(<DayTotals date="2026-11-26" timeline={null} />);

    expect(await within(weekTotal()).findByRole('alert')).toBeInTheDocument();
    expect(within(weekTotal()).getByText('Not loaded')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!.query)).toEqual({ from: '2026-11-23', to: '2026-11-29' });

    offline = false;
    fireEvent.click(within(weekTotal()).getByRole('button', { name: 'Load the week total again' }));
    await waitFor(() => expect(within(weekTotal()).getByTestId('total-value').textContent).toBe('2:30'));
    expect(within(weekTotal()).queryByRole('alert')).toBeNull();
  });
});
