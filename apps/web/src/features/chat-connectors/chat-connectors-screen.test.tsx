import {
  createChatConnector,
  deleteChatConnector,
  getChatConnectors,
  sendChatConnectorTest,
  updateChatConnector,
  type ChatConnector,
} from '@atrium/contract/chat-connectors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { ChatConnectorsScreen } from './chat-connectors-screen.tsx';

serveApiInTests();

const connector: ChatConnector = {
  chatConnectorId: '11111111-1111-4111-8111-111111111111',
  name: 'Team <room>',
  kind: 'teams',
  maskedUrl: 'https://example.webhook.office.com/…ab12',
  language: 'mk',
  postDecisions: true,
  postDigest: true,
  digestTime: '08:30',
  enabled: true,
  lastStatus: 202,
  lastPostedAt: '2026-11-27T07:30:00.000Z',
  failuresInARow: 0,
  disabledForFailuresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('ChatConnectorsScreen', () => {
  it('lists each channel with its masked address, what it posts and its last answer', async () => {
    answer(getChatConnectors, { chatConnectors: [connector] });
    await renderScreen(<ChatConnectorsScreen />);
    const card = await screen.findByTestId('chat-connector');
    expect(within(card).getByText('Team <room>')).toBeInTheDocument();
    expect(within(card).getByText('Microsoft Teams')).toBeInTheDocument();
    expect(within(card).getByText('https://example.webhook.office.com/…ab12')).toBeInTheDocument();
    expect(card).toHaveTextContent('Leave decisions · Away today at 08:30 · Macedonian');
    expect(card).toHaveTextContent('Last answer: 202');
  });

  it('says when and why a channel that kept failing was switched off', async () => {
    answer(getChatConnectors, {
      chatConnectors: [
        {
          ...connector,
          enabled: false,
          lastStatus: 404,
          failuresInARow: 5,
          disabledForFailuresAt: '2026-11-27T07:30:00.000Z',
        },
      ],
    });
    await renderScreen(<ChatConnectorsScreen />);
    const card = await screen.findByTestId('chat-connector');
    expect(card).toHaveTextContent('Off');
    expect(card).toHaveTextContent(/Switched off on .*2026.*: the channel failed 5 messages in a row\./);
    expect(card).not.toHaveTextContent('2026-11-27');
  });

  it('connects a Slack channel with what it should post', async () => {
    answer(getChatConnectors, { chatConnectors: [] });
    const created = answer(createChatConnector, { ...connector, kind: 'slack' });
    await renderScreen(<ChatConnectorsScreen />);
    expect(await screen.findByText('No channel is connected yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Connect a channel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'General' } });
    fireEvent.change(within(dialog).getByLabelText(/^Incoming webhook address/), {
      target: { value: 'https://hooks.slack.com/services/T0/B0/secret' },
    });
    fireEvent.click(within(dialog).getByLabelText('Post who is away each working morning'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.body).toMatchObject({
      name: 'General',
      kind: 'slack',
      url: 'https://hooks.slack.com/services/T0/B0/secret',
      language: 'en',
      postDecisions: true,
      postDigest: true,
      digestTime: '08:00',
    });
  });

  it('asks for an https address before sending anything, and shows a refused address under its field', async () => {
    answer(getChatConnectors, { chatConnectors: [] });
    const created = answer(
      createChatConnector,
      refusal(400, 'VALIDATION_FAILED', {
        fields: [{ path: 'body.url', message: 'is on a private network' }],
      }),
    );
    await renderScreen(<ChatConnectorsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect a channel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'General' } });
    const url = within(dialog).getByLabelText(/^Incoming webhook address/);
    fireEvent.change(url, { target: { value: 'http://hooks.slack.com/x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(created).toHaveLength(0);

    fireEvent.change(url, { target: { value: 'https://10.0.0.5/hook' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('is on a private network')).toBeInTheDocument();
    expect(created).toHaveLength(1);
  });

  it('keeps the stored address when an edit leaves it empty', async () => {
    answer(getChatConnectors, { chatConnectors: [connector] });
    const updated = answer(updateChatConnector, { ...connector, enabled: false });
    await renderScreen(<ChatConnectorsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^New incoming webhook address/)).toHaveValue('');
    fireEvent.click(within(dialog).getByLabelText('Posting is on'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]?.params).toEqual({ chatConnectorId: connector.chatConnectorId });
    expect(updated[0]?.body).toEqual({
      name: 'Team <room>',
      language: 'mk',
      postDecisions: true,
      postDigest: true,
      digestTime: '08:30',
      enabled: false,
    });
  });

  it('sends a test and says what the channel answered, and disconnects after asking', async () => {
    answer(getChatConnectors, { chatConnectors: [connector] });
    answer(sendChatConnectorTest, { delivered: false, status: 404, answer: 'no_team' });
    const removed = answer(deleteChatConnector, undefined);
    await renderScreen(<ChatConnectorsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('The channel did not take the test message: no_team')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('“Team <room>” will get no more messages from Atrium.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(removed).toHaveLength(1));
  });
});
