import { Button, CopyButton, Group, TextInput } from '@mantine/core';

/**
 * A value to hand on (a secret address, an invitation link): read-only, selected whole when
 * focused, with a button that copies it and says so.
 */
export function CopyField({
  value,
  label,
  copy,
  copied,
}: {
  value: string;
  /** The field's accessible name. */
  label: string;
  copy: string;
  copied: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        value={value}
        readOnly
        aria-label={label}
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied: done, copy: copyNow }) => (
          <Button variant="light" onClick={copyNow}>
            {done ? copied : copy}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
