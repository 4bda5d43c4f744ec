import { Stack } from '@mantine/core';
import { MyBalances } from './my-balances.tsx';
import { MyRequests } from './my-requests.tsx';
import { NewRequestForm } from './new-request-form.tsx';

/** absence/overview (docs/product/absence.md): my balances with their explanation, a new request, my requests. */
export function AbsenceOverviewScreen() {
  return (
    <Stack gap="xl" maw={1000}>
      <MyBalances />
      <NewRequestForm />
      <MyRequests />
    </Stack>
  );
}
