import { getCurrentUserAbsenceOnDate, type DayAbsence as Day } from '@atrium/contract/time-tracking';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { createSessionStore, SessionStoreContext, type SessionClaims } from '../../../auth/session.ts';
import { answer, serveApiInTests } from '../../../test/api-server.ts';
import { DayAbsence } from './day-absence.tsx';

serveApiInTests();

const claims = (modules: string[]): SessionClaims => ({
  companyMemberId: 'b1c2d3e4-0000-4000-8000-000000000001',
  companyId: 'b1c2d3e4-0000-4000-8000-000000000002',
  roles: ['MEMBER'],
  modules,
  name: 'Mia Member',
  email: 'member@demo.test',
});

const show = (modules: string[], date = '2026-11-20') =>
  renderScreen(
    <SessionStoreContext.Provider value={createSessionStore(claims(modules))}>
      <DayAbsence date={date} />
    </SessionStoreContext.Provider>,
  );

const leave = (overrides: Partial<Day['leave'][number]>): Day['leave'][number] => ({
  requestId: crypto.randomUUID(),
  leaveTypeId: crypto.randomUUID(),
  names: { en: 'Annual leave', mk: 'Годишен одмор', sq: 'Pushim vjetor' },
  colour: '#2f9e44',
  status: 'approved',
  part: 'full',
  startMinute: null,
  endMinute: null,
  minutes: 480,
  ...overrides,
});

describe('leave and holidays on the home day', () => {
  it('shows an approved morning, pending hours marked as waiting, and what the schedule expects', async () => {
    const asked = answer(getCurrentUserAbsenceOnDate, () => ({
      date: '2026-11-20',
      expectedMinutes: 480,
      holiday: null,
      leave: [
        leave({ part: 'morning', minutes: 240 }),
        leave({
          names: { en: 'Sick leave' },
          status: 'pending',
          part: 'hours',
          startMinute: 840,
          endMinute: 930,
          minutes: 90,
        }),
      ],
    }));
    await show(['TIME_TRACKING', 'ABSENCE']);

    const card = await screen.findByRole('region', { name: 'Leave and holidays' });
    expect(Object.fromEntries(asked[0]!.query)).toEqual({ date: '2026-11-20' });
    const [morning, hours] = within(card).getAllByTestId('day-leave');
    expect(morning).toHaveTextContent('Annual leave');
    expect(morning).toHaveTextContent('Morning · 4:00 h');
    expect(within(morning!).queryByText('Waiting for approval')).toBeNull();
    expect(hours).toHaveTextContent('Sick leave');
    expect(hours).toHaveTextContent('14:00–15:30 · 1:30 h');
    expect(within(hours!).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(card).getByTestId('day-expected')).toHaveTextContent(
      'Your work schedule expects 8:00 h on this day.',
    );
  });

  it('names a public holiday that expects no work', async () => {
    answer(getCurrentUserAbsenceOnDate, () => ({
      date: '2026-12-08',
      expectedMinutes: 0,
      holiday: { names: { en: 'Saint Clement of Ohrid Day' }, kind: 'public' as const },
      leave: [],
    }));
    await show(['TIME_TRACKING', 'ABSENCE'], '2026-12-08');
    expect(await screen.findByTestId('day-holiday')).toHaveTextContent(
      'Public holidaySaint Clement of Ohrid Day',
    );
    expect(screen.getByTestId('day-expected')).toHaveTextContent(
      'Your work schedule expects no work on this day.',
    );
    expect(screen.queryByTestId('day-leave')).toBeNull();
  });

  it('shows nothing on an ordinary working day, and asks nothing without ABSENCE', async () => {
    const asked = answer(getCurrentUserAbsenceOnDate, () => ({
      date: '2026-11-20',
      expectedMinutes: 480,
      holiday: null,
      leave: [],
    }));
    await show(['TIME_TRACKING', 'ABSENCE']);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Leave and holidays' })).toBeNull();

    document.body.innerHTML = '';
    await show(['TIME_TRACKING']);
    // A question not asked leaves nothing to wait for: give one the moment it would take.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(1);
    expect(screen.queryByTestId('day-absence')).toBeNull();
  });
});
