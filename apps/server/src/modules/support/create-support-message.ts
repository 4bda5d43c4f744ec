import { and, count, eq, gt, sql } from 'drizzle-orm';
import {
  SUPPORT_RATE_LIMIT,
  SUPPORT_RATE_WINDOW_MINUTES,
  type createSupportMessage,
} from '@atrium/contract/support';
import { companies, supportMessages, users } from '../../db/schema/index.ts';
import { AppError, validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { supportMail } from './support-mail.ts';

/**
 * Stores the message, then e-mails it to SUPPORT_EMAIL. The limit is counted in the database
 * (not in one process's memory), so it holds across API instances; a per-person advisory lock
 * makes two messages sent at once count one after the other.
 */
export const createSupportMessageHandler: OperationHandler<typeof createSupportMessage> = async ({
  body,
  context,
  request,
  deps,
}) => {
  if (body.includeCompany && !context.companyId) {
    throw validationFailed('You have not chosen a company to include.', [
      { path: 'body.includeCompany', message: 'no company is chosen' },
    ]);
  }
  const companyId = body.includeCompany ? context.companyId : null;
  const stored = await context.withTenant(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`support:${context.userId}`}))`);
    const since = new Date(Date.now() - SUPPORT_RATE_WINDOW_MINUTES * 60_000);
    const [recent] = await tx
      .select({ n: count() })
      .from(supportMessages)
      .where(and(eq(supportMessages.userId, context.userId), gt(supportMessages.createdAt, since)));
    if ((recent?.n ?? 0) >= SUPPORT_RATE_LIMIT) {
      throw new AppError(
        'RATE_LIMITED',
        `You can send ${SUPPORT_RATE_LIMIT} messages per ${SUPPORT_RATE_WINDOW_MINUTES} minutes. Please try again later.`,
      );
    }
    const [row] = await tx
      .insert(supportMessages)
      .values({ companyId, userId: context.userId, subject: body.subject, message: body.message })
      .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
    const [sender] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, context.userId));
    const [company] = companyId
      ? await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId))
      : [];
    return { row: row!, sender, companyName: company?.name ?? null };
  });

  let delivery: 'EMAILED' | 'STORED' = 'STORED';
  if (deps.config.supportEmail) {
    try {
      await deps.mail.send({
        to: deps.config.supportEmail,
        ...supportMail({
          subject: body.subject,
          message: body.message,
          senderName: stored.sender?.name ?? null,
          senderEmail: stored.sender?.email ?? null,
          companyName: stored.companyName,
          companyId,
          messageId: stored.row.id,
        }),
      });
      delivery = 'EMAILED';
    } catch (error) {
      // The message is stored either way; the mail layer recorded the failure.
      request.log.error({ err: error, messageId: stored.row.id }, 'support mail not sent');
    }
  }
  await deps.audit.record(context, {
    companyId,
    action: 'support.message_created',
    target: stored.row.id,
    details: { delivery },
  });
  return { messageId: stored.row.id, createdAt: stored.row.createdAt.toISOString(), delivery };
};
