import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DAY_MS } from '@atrium/contract/dates';
import {
  isNotificationKind,
  NOTIFICATION_EVENTS,
  notificationLanguage,
  renderNotification,
  type NotificationLanguage,
} from '@atrium/contract/notifications';
import type { Database } from '../../db/database.ts';
import { companies, notificationDigestItems, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { mailSafeParams } from './mail-safe-params.ts';
import { localHour } from './quiet-hours.ts';

export const DIGEST_QUEUE = 'notifications.digest';
/** The digest leaves at this local hour; the job runs hourly. */
const DIGEST_HOUR = 8;

const SUBJECT: Record<NotificationLanguage, (company: string, count: number) => string> = {
  en: (company, count) => `${company}: ${count} notification${count === 1 ? '' : 's'} of the last day`,
  mk: (company, count) =>
    `${company}: ${count} ${count === 1 ? 'известување' : 'известувања'} од изминатиот ден`,
  sq: (company, count) => `${company}: ${count} ${count === 1 ? 'njoftim' : 'njoftime'} nga dita e fundit`,
};

/**
 * The daily digest: one e-mail per person and company with the held notifications, at 08:00 in
 * the person's time zone (or once a held item is a day old, whatever the zone says). System work
 * across companies, so it runs on the owner connection; it reads only digest rows and sends each
 * person only their own.
 */
export async function sendDigests(
  database: Database,
  deps: { mail: Mailer; publicUrl: string },
  now: Date = new Date(),
): Promise<number> {
  const owner = database.owner;
  const pending = await owner
    .selectDistinct({
      userId: notificationDigestItems.userId,
      email: users.email,
      language: users.language,
      // The person's own zone, else the zone of the company they last chose (decision 055).
      timeZone: sql<string>`coalesce(${users.timeZone}, (select c.time_zone from companies c where c.id = ${users.lastCompanyId}), 'UTC')`,
    })
    .from(notificationDigestItems)
    .innerJoin(users, eq(users.id, notificationDigestItems.userId));
  let sent = 0;
  for (const person of pending) {
    const items = await owner
      .select({
        id: notificationDigestItems.id,
        companyId: notificationDigestItems.companyId,
        companyName: companies.name,
        kind: notificationDigestItems.kind,
        params: notificationDigestItems.params,
        link: notificationDigestItems.link,
        createdAt: notificationDigestItems.createdAt,
      })
      .from(notificationDigestItems)
      .innerJoin(companies, eq(companies.id, notificationDigestItems.companyId))
      .where(eq(notificationDigestItems.userId, person.userId))
      .orderBy(asc(notificationDigestItems.createdAt));
    const oldest = items[0]?.createdAt.getTime() ?? now.getTime();
    const due = localHour(now, person.timeZone ?? 'UTC') === DIGEST_HOUR || now.getTime() - oldest >= DAY_MS;
    if (!due || !person.email) continue;
    const language = notificationLanguage(person.language);
    for (const companyId of new Set(items.map((item) => item.companyId))) {
      const ofCompany = items.filter((item) => item.companyId === companyId);
      const base = deps.publicUrl.replace(/\/+$/, '');
      const lines = ofCompany.map((item) => {
        const text = renderNotification(item.kind, mailSafeParams(item.params), language);
        return `• ${text.title}\n  ${text.body}\n  ${base}${item.link}`;
      });
      // A kind whose link is a token (none of the digestible ones today) keeps it out of the outbox.
      const secrets = ofCompany
        .filter((item) => isNotificationKind(item.kind) && 'secretLink' in NOTIFICATION_EVENTS[item.kind])
        .map((item) => `${base}${item.link}`);
      await deps.mail.send({
        to: person.email,
        subject: SUBJECT[language](ofCompany[0]!.companyName, ofCompany.length),
        text: lines.join('\n\n'),
        ...(secrets.length > 0 ? { secrets } : {}),
      });
      await owner.delete(notificationDigestItems).where(
        and(
          eq(notificationDigestItems.userId, person.userId),
          inArray(
            notificationDigestItems.id,
            ofCompany.map((item) => item.id),
          ),
        ),
      );
      sent += 1;
    }
  }
  return sent;
}
