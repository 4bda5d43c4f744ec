import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Within this many days a document counts as expiring soon (the reminders' first stage). */
export const SOON_DAYS = 30;

/** Days from `today` to `day` (both `YYYY-MM-DD`); negative when `day` has passed. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The browser's calendar day, `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Expired, expires today, or expires in n days (docs/product/human-resources.md#documents-that-expire):
 * red once expired or on the day, orange within the reminders' first stage, grey further off.
 */
export function ExpiryBadge({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation();
  const [color, text] =
    daysLeft < 0
      ? ['red', t('hr.documents.expired', { count: -daysLeft })]
      : daysLeft === 0
        ? ['red', t('hr.documents.expiresToday')]
        : [daysLeft <= SOON_DAYS ? 'orange' : 'gray', t('hr.documents.expiresIn', { count: daysLeft })];
  return (
    // The light variant's own text is too pale on its tint; shade 9 reads at 4.5:1.
    <Badge variant="light" color={color} c={`${color}.9`} styles={{ root: { minWidth: 'max-content' } }}>
      {text}
    </Badge>
  );
}
