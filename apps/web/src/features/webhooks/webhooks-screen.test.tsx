import {
  createWebhook,
  deleteWebhook,
  getWebhookDeliveries,
  getWebhooks,
  retryWebhookDelivery,
  updateWebhook,
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookListItem,
} from '@atrium/contract/webhooks';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppQueryClient } from '../../api/query-client.ts';
import { refreshChangedAreas } from '../../api/live-areas.ts';
import { renderScreen } from '../../api/test-providers.tsx';
import { changeLanguage, i18n, initI18n } from '../../i18n/i18n.ts';
import { answer, answerRoute, refusal, serveApiInTests } from '../../test/api-server.ts';
import { WebhooksScreen } from './webhooks-screen.tsx';

serveApiInTests();

const PAYROLL = '11111111-1111-4111-8111-111111111111';
const DELIVERY = '22222222-2222-4222-8222-222222222222';
const path = '/current-company-info/settings/webhooks';

const payroll: WebhookListItem = {
  webhookId: PAYROLL,
  name: 'Payroll',
  url: 'https://payroll.example.com/hooks/atrium',
  events: ['leave.request_decided', 'job.failed'],
  enabled: true,
  failuresInARow: 0,
  disabledForFailuresAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastDelivery: { state: 'delivered', attempts: 1, lastStatus: 200, at: '2026-11-27T10:15:00.000Z' },
};

const failedDelivery: WebhookDelivery = {
  deliveryId: DELIVERY,
  eventId: '33333333-3333-4333-8333-333333333333',
  event: 'leave.request_decided',
  state: 'failed',
  attempts: 6,
  lastStatus: 503,
  lastAnswer: 'busy',
  payload: '{}',
  createdAt: '2026-11-27T10:15:00.000Z',
  lastAttemptAt: '2026-11-27T10:30:00.000Z',
  deliveredAt: null,
};

const show = async (webhooks: WebhookListItem[], at = path) => {
  const listed = answer(getWebhooks, { webhooks });
  const rendered = await renderScreen(<WebhooksScreen />, { path, at });
  return { listed, ...rendered };
};

const openForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Register a webhook' }));
  return screen.findByRole('dialog', { name: 'Register a webhook' });
};

describe('WebhooksScreen', () => {
  it('lists endpoints with their events by name, their state and their last delivery, never raw values', async () => {
    await show([
      payroll,
      {
        ...payroll,
        webhookId: '44444444-4444-4444-8444-444444444444',
        name: 'Old CRM',
        events: [...WEBHOOK_EVENTS],
        enabled: false,
        failuresInARow: 5,
        disabledForFailuresAt: '2026-11-26T08:00:00.000Z',
        lastDelivery: { state: 'failed', attempts: 6, lastStatus: null, at: '2026-11-26T08:00:00.000Z' },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('https://payroll.example.com/hooks/atrium');
    expect(first).toHaveTextContent('A leave request was decided · A background task failed');
    expect(within(first!).getByText('On')).toBeInTheDocument();
    expect(within(first!).getByText('Delivered')).toBeInTheDocument();
    expect(first).toHaveTextContent(/HTTP 200 · Nov 27, 2026/);
    expect(within(first!).getByRole('switch', { name: 'Send events to Payroll' })).toBeChecked();

    expect(second).toHaveTextContent('All events');
    expect(within(second!).getByText('Switched off after failures')).toBeInTheDocument();
    expect(second).toHaveTextContent(/Switched off on Nov 26, 2026.*failed 5 deliveries in a row/);
    expect(second).toHaveTextContent('Not reached');
    expect(within(second!).getByRole('switch', { name: 'Send events to Old CRM' })).not.toBeChecked();
    expect(list).not.toHaveTextContent(/leave\.request_decided|2026-11-2\d|[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('registers an endpoint for a whole group of events and shows its secret once, to copy', async () => {
    const { listed } = await show([]);
    expect(await screen.findByText('No webhooks are registered yet.')).toBeInTheDocument();
    const created = answer(createWebhook, {
      webhook: { ...payroll, events: ['leave.approval_requested', 'leave.request_decided'] },
      secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0',
    });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Payroll' } });
    fireEvent.change(within(dialog).getByLabelText(/^Address/), {
      target: { value: 'https://payroll.example.com/hooks/atrium' },
    });
    const absence = within(dialog).getByRole('group', { name: 'Absence' });
    for (const box of within(absence).getAllByRole('checkbox')) fireEvent.click(box);
    expect(within(dialog).getByText(`2 of ${WEBHOOK_EVENTS.length} events`)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await screen.findByDisplayValue('whsec_c2VjcmV0c2VjcmV0c2VjcmV0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(created[0]?.body).toEqual({
      name: 'Payroll',
      url: 'https://payroll.example.com/hooks/atrium',
      events: ['leave.approval_requested', 'leave.request_decided'],
    });
    await waitFor(() => expect(listed.length).toBeGreaterThan(1));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByDisplayValue('whsec_c2VjcmV0c2VjcmV0c2VjcmV0')).not.toBeInTheDocument(),
    );
  });

  it('chooses every event with one box, and asks for an https address and an event before sending', async () => {
    await show([]);
    const created = answer(createWebhook, { webhook: payroll, secret: 'whsec_x' });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Payroll' } });
    fireEvent.change(within(dialog).getByLabelText(/^Address/), {
      target: { value: 'http://payroll.example.com/hooks' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(
      await within(dialog).findByText('Enter an address that starts with https://.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event.')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'All events' }));
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(WEBHOOK_EVENTS.length + 1);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'All events' }));
    expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    expect(created).toHaveLength(0);
  });

  it('puts an address the server refuses under its field', async () => {
    await show([]);
    answer(
      createWebhook,
      refusal(400, 'VALIDATION_FAILED', {
        fields: [{ path: 'body.url', message: 'is on a private network' }],
      }),
    );
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Intranet' } });
    fireEvent.change(within(dialog).getByLabelText(/^Address/), {
      target: { value: 'https://10.0.0.5/hook' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'A background task failed' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const field = within(dialog).getByLabelText(/^Address/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(dialog).getByText(/This address cannot receive webhooks: use a public https:\/\/ address/),
    ).toBeInTheDocument();
  });

  it('edits the events, switches an endpoint off, and deletes it only after asking', async () => {
    await show([payroll]);
    const updated = answer(updateWebhook, ({ body }) => ({ ...payroll, ...(body as object) }));
    const removed = answer(deleteWebhook, undefined);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Payroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Payroll' });
    expect(within(dialog).getByText('https://payroll.example.com/hooks/atrium')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'A background task failed' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]?.body).toEqual({ name: 'Payroll', events: ['leave.request_decided'], enabled: true });

    fireEvent.click(screen.getByRole('switch', { name: 'Send events to Payroll' }));
    await waitFor(() => expect(updated).toHaveLength(2));
    expect(updated[1]?.body).toMatchObject({ enabled: false });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Payroll' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    expect(removed).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removed).toHaveLength(1));
    expect(removed[0]?.params).toEqual({ webhookId: PAYROLL });
  });

  it("shows an endpoint's deliveries, sends a failed one again, and follows the live stream's changes", async () => {
    const delivered: WebhookDelivery = {
      ...failedDelivery,
      deliveryId: '55555555-5555-4555-8555-555555555555',
      event: 'job.failed',
      state: 'delivered',
      attempts: 1,
      lastStatus: 204,
      lastAnswer: '',
    };
    let deliveries = [failedDelivery, delivered];
    const asked = answer(getWebhookDeliveries, () => ({ deliveries }));
    const retried = answer(retryWebhookDelivery, { ...failedDelivery, state: 'pending' });
    const { queryClient } = await show([payroll]);

    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries of Payroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries of Payroll' });
    const rows = await within(dialog).findAllByTestId('webhook-delivery');
    expect(rows[0]).toHaveTextContent(/A leave request was decided.*Nov 27, 2026.*Failed.*HTTP 503.*6/);
    expect(rows[1]).toHaveTextContent(/A background task failed.*Delivered.*HTTP 204/);
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(
      within(rows[0]!).getByRole('button', { name: /^Send again: A leave request was decided/ }),
    );
    await waitFor(() => expect(retried).toHaveLength(1));
    expect(retried[0]?.params).toEqual({ webhookId: PAYROLL, deliveryId: DELIVERY });

    // An attempt announces the Webhooks area: the open list asks again and shows the new answer.
    const before = asked.length;
    deliveries = [{ ...failedDelivery, state: 'delivered', attempts: 7, lastStatus: 200 }, delivered];
    await refreshChangedAreas(queryClient, ['Webhooks']);
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    await waitFor(() =>
      expect(within(dialog).getAllByTestId('webhook-delivery')[0]).toHaveTextContent(
        /Delivered.*HTTP 200.*7/,
      ),
    );
  });

  it('opens the deliveries of the endpoint named in the address', async () => {
    answer(getWebhookDeliveries, { deliveries: [] });
    await show([payroll], `${path}?deliveries=${PAYROLL}`);
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries of Payroll' });
    expect(await within(dialog).findByText('No event was sent to this webhook yet.')).toBeInTheDocument();
  });
});

describe('WebhooksScreen in Macedonian', () => {
  beforeAll(async () => {
    await initI18n();
    // As the app does: this feature's English comes with its screens' chunk (i18n/feature-english.ts).
    await import('./screens.ts');
  });
  afterEach(async () => {
    await changeLanguage('en', undefined, { remember: false });
  });

  // No translation published: the bundled texts.
  const noPublishedTranslation = () =>
    answerRoute('get', '/api/Translations/:language/latest', () => new Response(null, { status: 404 }));

  const showInMacedonian = async () => {
    noPublishedTranslation();
    await changeLanguage('mk', undefined, { remember: false });
    const queryClient = createAppQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const router = createMemoryRouter([{ path, element: <WebhooksScreen /> }], { initialEntries: [path] });
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
  };

  it('writes a refusal without a reason in Macedonian, not in the English of the server', async () => {
    answer(getWebhooks, { webhooks: [] });
    answer(createWebhook, refusal(403, 'FORBIDDEN', { message: 'Only owners and admins manage webhooks' }));
    await showInMacedonian();
    fireEvent.click(await screen.findByRole('button', { name: 'Регистрирај вебхук' }));
    const dialog = await screen.findByRole('dialog', { name: 'Регистрирај вебхук' });
    fireEvent.change(within(dialog).getByLabelText(/^Име/), { target: { value: 'Плати' } });
    fireEvent.change(within(dialog).getByLabelText(/^Адреса/), {
      target: { value: 'https://plati.example.mk/h' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Сите настани' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Регистрирај' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Вебхукот не е регистриран.');
    expect(alert).toHaveTextContent(i18n.t('errors.codes.FORBIDDEN'));
    expect(alert).not.toHaveTextContent('Only owners and admins');
  });

  it('has a name for every event in every language', async () => {
    noPublishedTranslation();
    for (const language of ['en', 'mk', 'sq'] as const) {
      await changeLanguage(language, undefined, { remember: false });
      for (const event of WEBHOOK_EVENTS) {
        const key = `webhooks.events.${event.replace(/\./g, '_')}`;
        expect(i18n.getResource(language, 'translation', key), `${language} ${event}`).toEqual(
          expect.any(String),
        );
      }
    }
  });
});
