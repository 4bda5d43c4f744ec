import { eq } from 'drizzle-orm';
import type { sendTestEmail } from '@atrium/contract/testing';
import { companies, users } from '../../db/schema/index.ts';
import { AppError, validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { sendChannelMessage } from '../notifications/send-channel.ts';
import { perPersonLimit } from './per-person-limit.ts';

const TEXT = {
  en: { title: 'Atrium test notification', body: 'Notification e-mails reach this address.' },
  mk: { title: 'Пробно известување од Atrium', body: 'Известувањата по е-пошта стигнуваат до оваа адреса.' },
  sq: { title: 'Njoftim provë nga Atrium', body: 'Njoftimet me e-mail arrijnë në këtë adresë.' },
} as const;

const allowed = perPersonLimit(3, 60_000);

/** The testing screen's e-mail: the notifications' own e-mail channel, to the caller only. */
export const sendTestEmailHandler: OperationHandler<typeof sendTestEmail> = async ({ context, deps }) => {
  const [row] = await context.withTenant((tx) =>
    tx
      .select({ email: users.email, language: users.language, companyName: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, context.companyId))
      .where(eq(users.id, context.userId)),
  );
  if (!row?.email) {
    throw validationFailed('Your account has no e-mail address.', [
      { path: 'email', message: 'the account has no e-mail address' },
    ]);
  }
  if (!allowed(context.userId)) {
    throw new AppError('RATE_LIMITED', 'You can send 3 test e-mails per minute.');
  }
  const language = row.language in TEXT ? (row.language as keyof typeof TEXT) : 'en';
  await sendChannelMessage(
    {
      channel: 'email',
      userId: context.userId,
      companyId: context.companyId,
      email: row.email,
      language,
      kind: 'testing.email',
      ...TEXT[language],
      companyName: row.companyName,
      link: '/testing',
      urgent: false,
    },
    { mail: deps.mail, push: null, publicUrl: deps.config.publicUrl },
  );
  return { sentTo: row.email };
};
