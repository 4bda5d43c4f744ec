import { getMemberOvertime, type MemberOvertime } from '@atrium/contract/absence';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { createSessionStore, SessionStoreContext, type SessionClaims } from '../../../auth/session.ts';
import { answer, serveApiInTests } from '../../../test/api-server.ts';
import { WeekOvertime } from './week-overtime.tsx';

serveApiInTests();

const claims = (modules: string[]): SessionClaims => ({
  companyMemberId: 'b1c2d3e4-0000-4000-8000-000000000001',
  companyId: 'b1c2d3e4-0000-4000-8000-000000000002',
  roles: ['MEMBER'],
  modules,
  name: 'Mia Member',
  email: 'member@demo.test',
});

const show = (modules: string[], date = '2026-03-04') =>
  renderScreen(
    <SessionStoreContext.Provider value={createSessionStore(claims(modules))}>
      <WeekOvertime date={date} />
    </SessionStoreContext.Provider>,
  );

const figures = (state: MemberOvertime['weeks'][number]['state']): MemberOvertime => ({
  memberId: 'b1c2d3e4-0000-4000-8000-000000000001',
  from: '2026-03-02',
  to: '2026-03-08',
  requiresApproval: true,
  days: [],
  weeks: [{ start: '2026-03-02', end: '2026-03-08', overtimeMinutes: 300, state, approval: null }],
  overtimeMinutes: 300,
});

describe('the week’s overtime on home', () => {
  it('asks for the Monday-to-Sunday week of the day shown and says it waits for approval', async () => {
    const asked = answer(getMemberOvertime, figures('pending'));
    await show(['TIME_TRACKING', 'ABSENCE']);
    const figure = await screen.findByTestId('week-overtime');
    expect(figure).toHaveTextContent('Overtime this week5:00waiting for approval');
    expect(asked[0]!.query.get('from')).toBe('2026-03-02');
    expect(asked[0]!.query.get('to')).toBe('2026-03-08');
  });

  it('shows nothing without ABSENCE', async () => {
    const asked = answer(getMemberOvertime, figures('counted'));
    await show(['TIME_TRACKING']);
    expect(screen.queryByTestId('week-overtime')).toBeNull();
    expect(asked).toHaveLength(0);
  });
});
