import { Text } from '@mantine/core';

/** A changed value as plain text: an address or a contact as its parts joined, nothing as a dash. */
export function ChangeValue({ value }: { value: unknown }) {
  return (
    <Text span fz="sm">
      {describe(value)}
    </Text>
  );
}

/** Parts of an address or a contact in reading order, whatever order they were stored in. */
const PART_ORDER = [
  'name',
  'relationship',
  'street',
  'postalCode',
  'city',
  'region',
  'country',
  'phone',
  'email',
];
const rank = (key: string) => (PART_ORDER.includes(key) ? PART_ORDER.indexOf(key) : PART_ORDER.length);

function describe(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(describe).join('; ') || '—';
  if (typeof value === 'object') {
    return (
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([, part]) => part)
        .filter((part) => part !== null && part !== undefined && part !== '')
        .map(describe)
        .join(', ') || '—'
    );
  }
  return String(value as string | number | boolean);
}
