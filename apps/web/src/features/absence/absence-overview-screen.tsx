import type { LeaveRequest } from '@atrium/contract/absence';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { MyBalances } from './my-balances.tsx';
import { MyRequests } from './my-requests.tsx';
import { NewRequestForm } from './new-request-form.tsx';

/**
 * absence/overview (docs/product/absence.md): my balances with their explanation, a new request, my
 * requests, where the request just sent shows first and marked.
 */
export function AbsenceOverviewScreen() {
  const [justSent, setJustSent] = useState<LeaveRequest | null>(null);
  return (
    <Stack gap="xl" maw={1000}>
      <MyBalances />
      <NewRequestForm onSent={setJustSent} />
      <MyRequests justSent={justSent} />
    </Stack>
  );
}
