import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getJobProgress } from '@atrium/contract/jobs';
import type { OperationDefinition } from '@atrium/contract/operations';
import { getPushState, sendTestPush } from '@atrium/contract/push';
import { sendTestEmail, sendTestInAppNotification, startTestJob } from '@atrium/contract/testing';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { answer, answerRoute, refusal, serveApiInTests, type ApiRequest } from '../../test/api-server.ts';
import { claims } from '../../test/test-router.ts';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

serveApiInTests();

const byId: Record<string, OperationDefinition> = Object.fromEntries(
  [getPushState, sendTestPush, sendTestEmail, sendTestInAppNotification, startTestJob, getJobProgress].map(
    (operation) => [operation.operationId, operation],
  ),
);
const requests: Record<string, ApiRequest[]> = {};

/** Answers by operation, so the order the screen asks in does not matter. */
function answerAll(byOperation: Record<string, () => unknown>) {
  for (const [operationId, reply] of Object.entries(byOperation)) {
    requests[operationId] = answer(byId[operationId]!, () => reply() as never);
  }
}

beforeEach(() => {
  answerRoute('get', '/api/health', () => HttpResponse.json({ status: 'ok' }));
});
afterEach(() => {
  session.clear();
});

async function show() {
  const { TestingScreen } = await import('./testing-screen.tsx');
  return renderScreen(<TestingScreen />);
}

describe('TestingScreen', () => {
  it('shows that this browser cannot subscribe, the server state, and that the services answer', async () => {
    session.set(claims({}));
    answerAll({
      push_GetState: () => ({ mode: 'embedded', reachable: true, devices: 2, thisDevice: false }),
    });
    await show();
    // jsdom is not a secure context with push: subscribing is not offered.
    expect(
      await screen.findByText('Push notifications need a secure (https) connection to Atrium.'),
    ).toBeInTheDocument();
    expect(
      (screen.getByRole('button', { name: 'Subscribe this device' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(await screen.findByText('You have 2 subscribed devices in this company')).toBeInTheDocument();
    expect(await screen.findByText(/^Answers \(\d+ ms\)$/)).toBeInTheDocument();
    expect(screen.getByText('part of the Atrium server')).toBeInTheDocument();
    expect(screen.getByText(/^development \(development server\)$/)).toBeInTheDocument();
  });

  it('sends a test push and says how many devices got it, or why not', async () => {
    session.set(claims({}));
    let sends = 0;
    answerAll({
      push_GetState: () => ({ mode: 'remote', reachable: true, devices: 1, thisDevice: false }),
      push_SendTest: () => {
        sends += 1;
        if (sends === 1) return { delivered: 1, removed: 0 };
        if (sends === 2) return { delivered: 0, removed: 0 };
        return refusal(429, 'RATE_LIMITED');
      },
    });
    await show();
    const button = await screen.findByRole('button', { name: 'Send a push notification' });
    fireEvent.click(button);
    expect(
      await screen.findByText('Sent to 1 device. It should appear in a few seconds.'),
    ).toBeInTheDocument();
    fireEvent.click(button);
    expect(await screen.findByText(/you have no subscribed devices in this company/)).toBeInTheDocument();
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(
      screen.getByText('You sent several test notifications in a short time. Please wait a minute.'),
    ).toBeInTheDocument();
  });

  it('sends a test e-mail to the own address, or says the account has none', async () => {
    session.set(claims({}));
    let mails = 0;
    answerAll({
      push_GetState: () => ({ mode: 'embedded', reachable: true, devices: 0, thisDevice: false }),
      testing_SendTestEmail: () => {
        mails += 1;
        if (mails === 1) return { sentTo: 'me@atrium.example' };
        return refusal(400, 'VALIDATION_FAILED');
      },
    });
    await show();
    const button = await screen.findByRole('button', { name: 'Send a test e-mail' });
    fireEvent.click(button);
    expect(await screen.findByText('A test e-mail was sent to me@atrium.example.')).toBeInTheDocument();
    fireEvent.click(button);
    expect(
      await screen.findByText('Your account has no e-mail address, so no e-mail can be sent.'),
    ).toBeInTheDocument();
  });

  it('says when the API and the push service do not answer', async () => {
    session.set(claims({}));
    answerRoute('get', '/api/health', () => HttpResponse.error());
    answerAll({
      push_GetState: () => ({ mode: 'remote', reachable: false, devices: null, thisDevice: false }),
    });
    await show();
    await waitFor(() => expect(screen.getAllByText('Does not answer')).toHaveLength(2));
    expect(
      (screen.getByRole('button', { name: 'Send a push notification' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('sends a test notification in the app, or says why not', async () => {
    session.set(claims({}));
    let sends = 0;
    answerAll({
      push_GetState: () => ({ mode: 'embedded', reachable: true, devices: 0, thisDevice: false }),
      testing_SendTestInAppNotification: () => {
        sends += 1;
        if (sends === 1) return { eventId: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f' };
        return refusal(429, 'RATE_LIMITED');
      },
    });
    await show();
    const button = await screen.findByRole('button', { name: 'Show a notification in the app' });
    fireEvent.click(button);
    expect(await screen.findByText('Sent. It appears under the bell in a moment.')).toBeInTheDocument();
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You sent several test notifications in a short time. Please wait a minute.',
    );
    expect(screen.queryByText('Sent. It appears under the bell in a moment.')).not.toBeInTheDocument();
  });

  it('starts a background job and shows its progress bar until it is done', async () => {
    session.set(claims({}));
    const jobId = '0b6f3c52-8d1e-4f7a-9c2b-5e4d3a2f1b0c';
    const progress = [
      { state: 'running', done: 2, total: 5, percent: 40 },
      { state: 'completed', done: 5, total: 5, percent: 100 },
    ];
    const asked: string[] = [];
    answerAll({
      push_GetState: () => ({ mode: 'embedded', reachable: true, devices: 0, thisDevice: false }),
      testing_StartTestJob: () => ({ jobId }),
      jobs_GetJobProgress: () => {
        asked.push(jobId);
        const step = progress[Math.min(asked.length - 1, progress.length - 1)]!;
        return { jobId, message: null, updatedAt: '2026-11-24T10:00:00.000Z', ...step };
      },
    });
    await show();
    expect(screen.queryByRole('progressbar', { name: 'Test job' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Start a background job' }));
    const bar = await screen.findByRole('progressbar', { name: 'Test job' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '2 of 5'));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Finished'), { timeout: 4_000 });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    // Done: it stops asking. Nothing marks a poll that did not stop but its next question, due
    // within a second: wait a little longer than that.
    const asks = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(asked).toHaveLength(asks);
    expect(requests.jobs_GetJobProgress!.at(-1)!.params).toMatchObject({ jobId });
  });
});
