import { Alert, Button, Stack } from '@mantine/core';

/**
 * An edit screen opened without a usable id (a stale bookmark, a link cut short): say so and offer
 * the way back, instead of a message with nowhere to go.
 */
export function MissingEntry({
  message,
  backLabel,
  onBack,
}: {
  message: string;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <Alert color="red" role="alert">
      <Stack gap="sm" align="flex-start">
        {message}
        <Button size="compact-sm" variant="white" onClick={onBack}>
          {backLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
