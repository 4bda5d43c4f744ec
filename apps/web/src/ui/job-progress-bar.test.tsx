import { getJobProgress, type JobProgress } from '@atrium/contract/jobs';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { answer, serveApiInTests } from '../test/api-server.ts';
import { createTestI18n } from '../test/test-i18n.ts';
import { JobProgressBar } from './job-progress-bar.tsx';

serveApiInTests();

const JOB_ID = '0b7f6a52-5d1e-4c1a-9a43-5d6f3c1e2a10';

function progress(overrides: Partial<JobProgress>): JobProgress {
  return {
    jobId: JOB_ID,
    state: 'running',
    done: 0,
    total: 0,
    percent: null,
    message: null,
    result: null,
    updatedAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

async function renderBar(answered: JobProgress) {
  answer(getJobProgress, answered);
  const i18n = await createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <JobProgressBar jobId={JOB_ID} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await screen.findByTestId('job-progress');
}

// Its words are filled in, never "{{done}} of {{total}}" (docs/product/translations.md).
describe('the job progress bar', () => {
  it('counts what is done out of the total, in numbers', async () => {
    await renderBar(progress({ done: 2, total: 5, percent: 40 }));
    expect(await screen.findByText('2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 of 5');
    expect(screen.getByTestId('job-progress').textContent).not.toMatch(/\{\{|\}\}/);
  });

  it('says it is under way while the total is not known, with no empty count', async () => {
    await renderBar(progress({ done: 0, total: 0 }));
    expect(await screen.findByText('Under way')).toBeInTheDocument();
    expect(screen.getByTestId('job-progress').textContent).not.toMatch(/\{\{|\}\}/);
  });

  it.each([
    ['queued', 'Waiting to start'],
    ['completed', 'Finished'],
    ['failed', 'Failed'],
  ] as const)('names the %s state', async (state, text) => {
    await renderBar(progress({ state, done: 5, total: 5, percent: state === 'completed' ? 100 : null }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
