import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Within this many days a document counts as expiring soon (the reminders' first stage). */
const SOON_DAYS = 30;
/** Further off than this, the date says enough. */
const SHOWN_DAYS = 90;

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
 * red once expired or on the day, orange within the reminders' first stage, grey up to 90 days
 * ahead, nothing further off.
 */
export function ExpiryBadge({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation();
  if (daysLeft > SHOWN_DAYS) return null;
  const text =
    daysLeft < 0
      ? t('hr.documents.expired', { count: -daysLeft })
      : daysLeft === 0
        ? t('hr.documents.expiresToday')
        : t('hr.documents.expiresIn', { count: daysLeft });
  const urgent = daysLeft <= 0;
  return (
    // Contrast (WCAG 1.4.3): white on red 9 when it is due; dark text on the orange or grey tint,
    // whose own text shades stay under 4.5:1.
    <Badge
      variant={urgent ? 'filled' : 'light'}
      color={urgent ? 'red.9' : daysLeft <= SOON_DAYS ? 'orange' : 'gray'}
      c={urgent ? undefined : 'dark.7'}
      styles={{ root: { minWidth: 'max-content' } }}
    >
      {text}
    </Badge>
  );
}
