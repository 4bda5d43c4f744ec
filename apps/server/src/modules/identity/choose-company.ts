import { eq } from 'drizzle-orm';
import type { chooseCompany } from '@atrium/contract/identity-operations';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { forgetDevices, pushSessionOf } from './push-session.ts';
import { activeMembershipId } from './company-claims.ts';
import { readPresentedRefreshToken } from './refresh-channel.ts';
import { issueSession, rotateSession } from './sessions.ts';

/**
 * `companies_ChooseCompany`: only a company the person is an active member of (anything else is
 * 404, whether it exists or not). Remembers the choice for the next sign-in and answers a token
 * for it. The browser sends its refresh cookie here (the mobile shell its refresh-token header),
 * so the session's family is rotated and bound to the company; a client without either (a script
 * holding only an access token) gets a new family in a cookie instead.
 */
export const chooseCompanyHandler: OperationHandler<typeof chooseCompany> = async ({
  body: { companyId },
  context,
  request,
  reply,
  deps: platform,
}) => {
  const { database } = platform;
  const memberId = await activeMembershipId(database, context.userId, companyId);
  if (memberId === null) throw notFound('The company');
  await context.withTenant((tx) =>
    tx.update(users).set({ lastCompanyId: companyId }).where(eq(users.id, context.userId)),
  );
  const pushSession = await pushSessionOf(database, request);
  const session =
    readPresentedRefreshToken(request).token === null
      ? await issueSession(platform, reply, { userId: context.userId, companyId })
      : await rotateSession(platform, request, reply, { companyId, expectedUserId: context.userId });
  if (session.companyId !== companyId) {
    throw new AppError('CONFLICT', 'The membership changed while choosing the company. Try again.');
  }
  // The session's devices stop receiving the other companies' notifications; the browser
  // subscribes this device again in the chosen company.
  if (pushSession?.userId === context.userId) {
    await forgetDevices(platform, request.log, {
      userId: context.userId,
      session: pushSession.session,
      exceptCompanyId: companyId,
    });
  }
  await recordAudit(database, {
    companyId,
    actorUserId: context.userId,
    action: 'companies.chosen',
    target: companyId,
    requestId: request.id,
  });
  return { token: session.token };
};
