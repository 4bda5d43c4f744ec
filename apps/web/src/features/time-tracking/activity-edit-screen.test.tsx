import { getActivityById } from '@atrium/contract/time-tracking';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { ActivityEditScreen } from './activity-edit-screen.tsx';

serveApiInTests();

describe('activity edit', () => {
  it('without an id says so, asks nothing and leads back to the timeline', async () => {
    const asked = answer(getActivityById, refusal(404, 'NOT_FOUND'));
    const { router } = await renderScreen(<ActivityEditScreen />, { path: '/activity/edit' });
    expect(screen.getByRole('alert')).toHaveTextContent('This activity does not exist or is not yours.');
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the timeline' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("says so for another person's activity (the server answers 404)", async () => {
    const asked = answer(getActivityById, refusal(404, 'NOT_FOUND'));
    await renderScreen(<ActivityEditScreen />, {
      path: '/activity/edit',
      at: '/activity/edit?activityId=77',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This activity does not exist or is not yours.',
    );
    expect(asked.map((request) => request.params.activityId)).toEqual(['77']);
  });
});
