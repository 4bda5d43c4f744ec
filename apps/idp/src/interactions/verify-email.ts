import { markEmailVerified } from '../accounts.ts';
import { consumeAccountToken } from '../account-tokens.ts';
import { sendHtml } from '../http.ts';
import { messagePage } from '../pages.ts';
import type { InteractionHandler, InteractionKit } from './interaction-kit.ts';

/** The page a confirmation link opens: spends its token and marks the address confirmed. */
export function verifyEmail(kit: InteractionKit): InteractionHandler {
  return async (req, res, [token = '']) => {
    const ctx = await kit.ctxFor(kit.linkLocale(req));
    const spent = await consumeAccountToken(kit.deps.db, token, 'email_verification');
    if (!spent) {
      return sendHtml(
        res,
        400,
        messagePage(ctx, { title: ctx.t.verifyMailSubject, text: ctx.t.linkInvalid }),
        kit.pageHeaders,
      );
    }
    await markEmailVerified(kit.deps.db, spent.accountId);
    sendHtml(
      res,
      200,
      messagePage(ctx, { title: ctx.t.verifyMailSubject, text: ctx.t.verifyDone }),
      kit.pageHeaders,
    );
  };
}
