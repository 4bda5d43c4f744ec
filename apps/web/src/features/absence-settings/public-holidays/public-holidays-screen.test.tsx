import {
  createPublicHoliday,
  deletePublicHoliday,
  generatePublicHolidays,
  getPublicHolidays,
  publishPublicHolidays,
  updatePublicHoliday,
  type PublicHoliday,
} from '@atrium/contract/absence';
import { getCurrentCompany, type Company } from '@atrium/contract/companies';
import { localDate } from '@atrium/contract/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { PublicHolidaysScreen } from './public-holidays-screen.tsx';

serveApiInTests();

const ZONE = 'Europe/Skopje';
const COMPANY: Company = {
  companyId: '00000000-0000-4000-8000-00000000000c',
  name: 'Demo Company',
  modules: ['ABSENCE'],
  timeZone: ZONE,
};
const YEAR = Number(localDate(new Date(), ZONE).slice(0, 4));
const day = (monthDay: string) => `${YEAR}-${monthDay}`;
const holiday = (id: string, overrides: Partial<PublicHoliday>): PublicHoliday => ({
  holidayId: `00000000-0000-4000-8000-0000000000${id}`,
  country: 'MK',
  date: day('01-01'),
  names: { en: "New Year's Day", mk: 'Нова Година' },
  kind: 'public',
  source: 'library',
  estimated: false,
  substituteFor: null,
  published: true,
  chosen: false,
  ...overrides,
});
const NEW_YEAR = holiday('01', {});
const BAYRAM = holiday('02', {
  date: day('03-20'),
  names: { en: 'Ramadan Bayram' },
  estimated: true,
  published: false,
});
const SUBSTITUTE = holiday('03', {
  date: day('05-25'),
  names: { en: "Saints Cyril and Methodius' Day" },
  substituteFor: day('05-24'),
  published: false,
});
const CHRISTMAS_EVE = holiday('04', {
  date: day('01-06'),
  names: { en: 'Orthodox Christmas Eve' },
  kind: 'optional',
});

async function show(
  holidays: PublicHoliday[] = [NEW_YEAR, CHRISTMAS_EVE, BAYRAM, SUBSTITUTE],
  language?: string,
) {
  answer(getCurrentCompany, COMPANY);
  const asked = answer(getPublicHolidays, holidays);
  await renderScreen(<PublicHolidaysScreen />, { language });
  if (holidays.length > 0) await screen.findByRole('list', { name: `Holidays of ${YEAR}` });
  else await screen.findByText(/No holidays for/);
  return asked;
}

const row = (name: RegExp) => screen.getByRole('listitem', { name });

// A dialog of a dozen Mantine inputs takes seconds to render on a busy two-core machine.
describe('PublicHolidaysScreen', { timeout: 20_000 }, () => {
  it("lists this year's days with their kind, estimated and draft marks, and substitute note", async () => {
    const asked = await show();
    expect(asked[0]!.query.get('year')).toBe(String(YEAR));
    expect(within(row(/^New Year's Day/)).getByText('Public')).toBeInTheDocument();
    expect(within(row(/^New Year's Day/)).queryByText('Draft')).toBeNull();
    expect(within(row(/^Orthodox Christmas Eve/)).getByText('Optional')).toBeInTheDocument();
    expect(within(row(/^Ramadan Bayram/)).getByText('Estimated')).toBeInTheDocument();
    expect(within(row(/^Ramadan Bayram/)).getByText('Draft')).toBeInTheDocument();
    expect(
      within(row(/^Saints Cyril/)).getByText(`Instead of the holiday on May 24, ${YEAR}`),
    ).toBeInTheDocument();
    expect(screen.getByText('2 drafts are not published yet: members do not see them.')).toBeInTheDocument();
  });

  it('names each day’s country in the reader’s language when the company keeps more than one', async () => {
    const kosovo = holiday('05', { country: 'XK', date: day('02-17'), names: { en: 'Independence Day' } });
    await show([NEW_YEAR, kosovo], 'sq');
    expect(within(row(/^New Year's Day/)).getByText(/ · Maqedonia e Veriut$/)).toBeInTheDocument();
    expect(within(row(/^Independence Day/)).getByText(/ · Kosovë$/)).toBeInTheDocument();
    expect(screen.queryByText(/ · (MK|XK)$/)).toBeNull();
  });

  it('names no country while every day is of the same one', async () => {
    await show([NEW_YEAR, CHRISTMAS_EVE]);
    expect(screen.queryByText(/North Macedonia/)).toBeNull();
  });

  it('generates the year from the library and says what changed', async () => {
    await show([]);
    const generated = answer(generatePublicHolidays, {
      added: 12,
      refreshed: 0,
      kept: 0,
      removed: 0,
      holidays: [NEW_YEAR],
    });
    answer(getPublicHolidays, [NEW_YEAR]);
    fireEvent.click(screen.getByRole('button', { name: 'Generate from the library' }));
    await waitFor(() => expect(generated.map((request) => request.body)).toEqual([{ year: YEAR }]));
    expect(await screen.findByRole('listitem', { name: /^New Year's Day/ })).toBeInTheDocument();
  });

  it("shows the server's reason when the company has no country to generate for", async () => {
    await show([]);
    answer(
      generatePublicHolidays,
      refusal(400, 'VALIDATION_FAILED', {
        message: 'Name the country: the company profile has none.',
        fields: [{ path: 'body.country', message: 'is required while the company profile has no country' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Generate from the library' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Name the country: the company profile has none.',
    );
  });

  it('publishes the year, and only while there are drafts', async () => {
    await show();
    const published = answer(publishPublicHolidays, []);
    fireEvent.click(screen.getByRole('button', { name: `Publish ${YEAR}` }));
    await waitFor(() => expect(published.map((request) => request.body)).toEqual([{ year: YEAR }]));
  });

  it('offers no publishing when every day is published', async () => {
    await show([NEW_YEAR]);
    expect(screen.getByRole('button', { name: `Publish ${YEAR}` })).toBeDisabled();
    expect(screen.getByText('Every day of this year is published.')).toBeInTheDocument();
  });

  it('adds a day by hand with the body the contract describes', async () => {
    await show([NEW_YEAR]);
    const created = answer(createPublicHoliday, BAYRAM);
    fireEvent.click(screen.getByRole('button', { name: 'Add day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a holiday' });
    fireEvent.change(within(dialog).getByLabelText(/Name in English/), {
      target: { value: ' Company day ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The date is required before anything is sent.
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Date/ }));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^15 .*${YEAR}`) }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toEqual({
      date: expect.stringMatching(new RegExp(`^${YEAR}-\\d{2}-15$`)),
      names: { en: 'Company day' },
      kind: 'public',
      estimated: false,
      substituteFor: null,
    });
  });

  it('adding a day in a company whose profile names no country leads to the profile', async () => {
    await show([NEW_YEAR]);
    answer(
      createPublicHoliday,
      refusal(400, 'VALIDATION_FAILED', {
        message: 'Name the country: the company profile has none.',
        fields: [{ path: 'body.country', message: 'is required while the company profile has no country' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a holiday' });
    fireEvent.change(within(dialog).getByLabelText(/Name in English/), { target: { value: 'Company day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Date/ }));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^15 .*${YEAR}`) }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Name the country: the company profile has none.');
    expect(
      within(alert).getByRole('link', { name: 'Name the company’s country in its profile' }),
    ).toHaveAttribute('href', '/current-company-info/about');
  });

  it('a refusal for another reason offers no way to the profile', async () => {
    await show([NEW_YEAR]);
    answer(createPublicHoliday, refusal(500, 'INTERNAL', { message: 'Something went wrong.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a holiday' });
    fireEvent.change(within(dialog).getByLabelText(/Name in English/), { target: { value: 'Company day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Date/ }));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^15 .*${YEAR}`) }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('edits a day: the body carries every field, and a day already taken shows under the date', async () => {
    await show();
    const updated = answer(
      updatePublicHoliday,
      refusal(409, 'CONFLICT', {
        message: 'That day already has a public holiday',
        fields: [{ path: 'body.date', message: 'already has a holiday of this kind' }],
      }),
    );
    fireEvent.click(within(row(/^Ramadan Bayram/)).getByRole('button', { name: /^Edit: Ramadan Bayram/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ramadan Bayram' });
    fireEvent.click(within(dialog).getByRole('switch', { name: /Estimated date/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This day already has a holiday of this kind.'),
    ).toBeInTheDocument();
    expect(updated[0]!.params).toEqual({ holidayId: BAYRAM.holidayId });
    expect(updated[0]!.body).toEqual({
      date: BAYRAM.date,
      names: { en: 'Ramadan Bayram' },
      kind: 'public',
      estimated: false,
      substituteFor: null,
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('deletes a day only after the confirmation', async () => {
    await show();
    const deleted = answer(deletePublicHoliday, undefined);
    answer(getPublicHolidays, [NEW_YEAR, CHRISTMAS_EVE, SUBSTITUTE]);
    fireEvent.click(within(row(/^Ramadan Bayram/)).getByRole('button', { name: /^Delete: Ramadan Bayram/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ramadan Bayram?' });
    expect(deleted).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(deleted.map((request) => request.params)).toEqual([{ holidayId: BAYRAM.holidayId }]),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Ramadan Bayram/ })).toBeNull());
  });
});
