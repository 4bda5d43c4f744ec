import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../ui/country-options.ts';

/** Fields of the record that hold a country code (docs/product/human-resources.md#what-a-record-holds). */
const COUNTRY_FIELDS: ReadonlySet<string> = new Set(['citizenship', 'ethnicity']);

/**
 * A value of the record's `field` as plain text: an address or a contact as its parts joined, a
 * country by its name in the interface language, nothing as a dash.
 */
export function ChangeValue({ field, value }: { field?: string; value: unknown }) {
  const { i18n } = useTranslation();
  const shown =
    field !== undefined && COUNTRY_FIELDS.has(field) && typeof value === 'string' && value !== ''
      ? countryName(value, i18n.language)
      : describe(value, i18n.language);
  return (
    <Text span fz="sm">
      {shown}
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

function describe(value: unknown, language: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map((item) => describe(item, language)).join('; ') || '—';
  if (typeof value === 'object') {
    return (
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => rank(a) - rank(b))
        .filter(([, part]) => part !== null && part !== undefined && part !== '')
        // An address's country is stored as its code.
        .map(([key, part]) =>
          key === 'country' && typeof part === 'string'
            ? countryName(part, language)
            : describe(part, language),
        )
        .join(', ') || '—'
    );
  }
  return String(value as string | number | boolean);
}
