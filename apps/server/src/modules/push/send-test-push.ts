import { eq } from 'drizzle-orm';
import type { sendTestPush } from '@atrium/contract/push';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { perPersonLimit } from '../testing/per-person-limit.ts';
import { withPushErrors } from './push-errors.ts';

/** What the test notification says: nothing personal, since a locked screen shows it. */
const TEST_MESSAGE = {
  en: { title: 'Atrium test notification', body: 'Push notifications reach this device.' },
  mk: { title: 'Пробно известување од Atrium', body: 'Известувањата стигнуваат до овој уред.' },
  sq: { title: 'Njoftim provë nga Atrium', body: 'Njoftimet arrijnë në këtë pajisje.' },
} as const;

const LIMIT = 5;
const allowed = perPersonLimit(LIMIT, 60_000);

/** Sends a test notification to the caller's own devices in the current company. */
export const sendTestPushHandler: OperationHandler<typeof sendTestPush> = async ({ context, deps }) => {
  if (!allowed(context.userId)) {
    throw new AppError('RATE_LIMITED', `You can send ${LIMIT} test notifications per minute.`);
  }

  const [person] = await context.withTenant((tx) =>
    tx.select({ language: users.language }).from(users).where(eq(users.id, context.userId)),
  );
  const language = (person?.language ?? 'en') as keyof typeof TEST_MESSAGE;
  const text = TEST_MESSAGE[language] ?? TEST_MESSAGE.en;
  const { delivered, removed } = await withPushErrors(() =>
    deps.push.sendToPerson(
      { userId: context.userId, companyId: context.companyId },
      { ...text, url: '/testing', topic: 'atrium-test', urgency: 'normal', ttlSeconds: 300 },
    ),
  );
  // A test is not retried: the screen says how many devices took it now.
  return { delivered, removed };
};
