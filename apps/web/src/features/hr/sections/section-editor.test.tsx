import {
  createDetailSection,
  getDetailSections,
  type DetailSectionDefinition,
} from '@atrium/contract/human-resources';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { AdminDetailUpdateScreen } from '../admin-detail-update-screen.tsx';

serveApiInTests();

const education: DetailSectionDefinition = {
  sectionId: '00000000-0000-4000-8000-0000000000b1',
  name: 'Education',
  description: null,
  tab: 'personal',
  repeatable: true,
  specialCategory: false,
  sortOrder: 0,
  entryCount: 2,
  fields: [
    {
      fieldId: '00000000-0000-4000-8000-0000000000f1',
      label: 'School',
      type: 'text',
      options: [],
      helpText: null,
      required: true,
      expiry: false,
      inUse: true,
    },
  ],
};

describe('section editor', () => {
  it('lists the sections with their entries and creates one', async () => {
    answer(getDetailSections, [education]);
    const created = answer(createDetailSection, (request) => ({
      ...education,
      sectionId: '00000000-0000-4000-8000-0000000000b2',
      name: (request.body as { name: string }).name,
    }));
    await renderScreen(
      <>
        <Notifications />
        <AdminDetailUpdateScreen />
      </>,
    );
    const list = await screen.findByRole('list', { name: 'Sections' });
    expect(within(list).getByText('Education')).toBeInTheDocument();
    expect(within(list).getByText('2 entries')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'New section' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Certificates' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Label/ }), { target: { value: 'Title' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save section' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toMatchObject({
      name: 'Certificates',
      tab: 'other',
      fields: [{ label: 'Title', type: 'text', options: [], required: false }],
    });
  });

  it('shows the server’s refusal under the field it names', async () => {
    answer(getDetailSections, []);
    answer(
      createDetailSection,
      refusal(409, 'CONFLICT', { fields: [{ path: 'body.name', message: 'is taken' }] }),
    );
    await renderScreen(<AdminDetailUpdateScreen />);
    expect(await screen.findByText(/No sections yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New section' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Education' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Label/ }), {
      target: { value: 'School' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save section' }));
    expect(await within(dialog).findByText('is taken')).toBeInTheDocument();
  });

  it('marks a date field as the expiry of the entry’s document; other types offer no such mark', async () => {
    answer(getDetailSections, []);
    const created = answer(createDetailSection, (request) => ({
      ...education,
      sectionId: '00000000-0000-4000-8000-0000000000b3',
      name: (request.body as { name: string }).name,
    }));
    await renderScreen(<AdminDetailUpdateScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'New section' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Documents' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Label/ }), {
      target: { value: 'Valid until' },
    });
    const mark = 'Marks the expiry (reminders before it and once it has passed)';
    expect(within(dialog).queryByRole('checkbox', { name: mark })).toBeNull();
    fireEvent.click(within(dialog).getAllByLabelText('Type')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Date', hidden: true }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: mark }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save section' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toMatchObject({
      name: 'Documents',
      fields: [{ label: 'Valid until', type: 'date', expiry: true }],
    });
  });
});
