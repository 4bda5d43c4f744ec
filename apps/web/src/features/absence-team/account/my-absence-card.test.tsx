import {
  createAbsenceFeed,
  getAbsenceFeed,
  revokeAbsenceFeed,
  chooseOptionalHoliday,
  getMemberWorkSchedule,
  getPublicHolidays,
  unchooseOptionalHoliday,
  type FeedScope,
  type PublicHoliday,
} from '@atrium/contract/absence';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { session } from '../../../auth/session.ts';
import { answer, serveApiInTests } from '../../../test/api-server.ts';
import { claims } from '../../../test/test-router.ts';
import { MyAbsenceCards } from './my-absence-card.tsx';

serveApiInTests();
afterEach(() => session.clear());

const MEMBER = '00000000-0000-4000-8000-0000000000aa';
const week = {
  monday: 480,
  tuesday: 480,
  wednesday: 480,
  thursday: 480,
  friday: 300,
  saturday: 0,
  sunday: 0,
};
const holiday = (id: string, chosen: boolean, kind: 'public' | 'optional' = 'optional'): PublicHoliday => ({
  holidayId: `00000000-0000-4000-8000-0000000001${id}`,
  country: 'MK',
  date: `2026-0${id.slice(1)}-10`,
  names: { en: `Holiday ${id}` },
  kind,
  source: 'library',
  estimated: false,
  substituteFor: null,
  published: true,
  chosen,
});

describe('my absence settings in the account', { timeout: 20_000 }, () => {
  it('shows nothing without ABSENCE', async () => {
    session.set(claims({ companyMemberId: MEMBER, modules: [] }));
    await renderScreen(<MyAbsenceCards />);
    expect(screen.queryByRole('region', { name: 'My work schedule' })).toBeNull();
  });

  it('shows the schedule in effect and takes an optional holiday off and back', async () => {
    session.set(claims({ companyMemberId: MEMBER, modules: ['ABSENCE'] }));
    const current = { workScheduleId: MEMBER, memberId: MEMBER, effectiveFrom: '2026-01-05', minutes: week };
    const asked = answer(getMemberWorkSchedule, { current, schedules: [current] });
    answer(getAbsenceFeed, { feed: null, allowedScopes: ['mine', 'team'] });
    let chosen = false;
    answer(getPublicHolidays, () => [holiday('01', false, 'public'), holiday('02', chosen)]);
    const takes = answer(chooseOptionalHoliday, () => {
      chosen = true;
      return holiday('02', true);
    });
    const gives = answer(unchooseOptionalHoliday, () => {
      chosen = false;
      return holiday('02', false);
    });
    await renderScreen(<MyAbsenceCards />);

    const schedule = within(await screen.findByRole('region', { name: 'My work schedule' }));
    expect(await schedule.findByText('Your own schedule, in effect since Jan 5, 2026.')).toBeInTheDocument();
    expect(schedule.getByText('Week total: 37 h')).toBeInTheDocument();
    expect(asked[0]!.params.memberId).toBe(MEMBER);

    const toggle = await screen.findByRole('switch', { name: /Holiday 02/ });
    expect(screen.queryByRole('switch', { name: /Holiday 01/ })).toBeNull();
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: /Holiday 02/ })).toBeChecked());
    expect(takes).toHaveLength(1);
    fireEvent.click(screen.getByRole('switch', { name: /Holiday 02/ }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Holiday 02/ })).not.toBeChecked());
    expect(gives[0]!.params.holidayId).toBe(holiday('02', false).holidayId);
  });

  it('makes a feed address shown once, a new one in its place, and revokes it after asking', async () => {
    session.set(claims({ companyMemberId: MEMBER, modules: ['ABSENCE'] }));
    answer(getMemberWorkSchedule, { current: null, schedules: [] });
    answer(getPublicHolidays, []);
    let feed: { scope: 'mine' | 'team'; createdAt: string; lastReadAt: null } | null = null;
    answer(getAbsenceFeed, () => ({ feed, allowedScopes: ['mine', 'team'] as FeedScope[] }));
    let made = 0;
    const created = answer(createAbsenceFeed, ({ body }) => {
      made += 1;
      feed = {
        scope: (body as { scope: 'mine' | 'team' }).scope,
        createdAt: '2026-11-25T10:00:00.000Z',
        lastReadAt: null,
      };
      return { scope: feed.scope, url: `https://atrium.test/feeds/absence/c/${String(made).repeat(43)}.ics` };
    });
    const revoked = answer(revokeAbsenceFeed, () => {
      feed = null;
      return undefined;
    });
    await renderScreen(<MyAbsenceCards />);
    const card = within(await screen.findByRole('region', { name: 'Calendar feed' }));
    expect(await card.findByText('You have no feed address.')).toBeInTheDocument();
    fireEvent.click(card.getByLabelText('Absences in the feed', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: "My team's absences", hidden: true }));
    fireEvent.click(card.getByRole('button', { name: 'Make address' }));
    expect(await card.findByRole('textbox', { name: 'Feed address' })).toHaveValue(
      `https://atrium.test/feeds/absence/c/${'1'.repeat(43)}.ics`,
    );
    expect(created[0]!.body).toEqual({ scope: 'team' });
    expect(await card.findByText(/Your feed shows your team's absences/)).toBeInTheDocument();

    fireEvent.click(card.getByRole('button', { name: 'Make a new address' }));
    await waitFor(() =>
      expect(card.getByRole('textbox', { name: 'Feed address' })).toHaveValue(
        `https://atrium.test/feeds/absence/c/${'2'.repeat(43)}.ics`,
      ),
    );
    fireEvent.click(card.getByRole('button', { name: 'Revoke' }));
    const question = within(await screen.findByRole('dialog', { name: 'Revoke the feed address?' }));
    fireEvent.click(question.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toHaveLength(1));
    expect(await card.findByText('You have no feed address.')).toBeInTheDocument();
    expect(card.queryByRole('textbox', { name: 'Feed address' })).toBeNull();
  });
});
