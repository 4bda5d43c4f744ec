import { Text } from '@mantine/core';

/** A changed value as plain text: an address or a contact as its parts joined, nothing as a dash. */
export function ChangeValue({ value }: { value: unknown }) {
  return (
    <Text span fz="sm">
      {describe(value)}
    </Text>
  );
}

function describe(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(describe).join('; ') || '—';
  if (typeof value === 'object') {
    return (
      Object.values(value as Record<string, unknown>)
        .filter((part) => part !== null && part !== undefined && part !== '')
        .map(describe)
        .join(', ') || '—'
    );
  }
  return String(value as string | number | boolean);
}
