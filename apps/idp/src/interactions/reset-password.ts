import { MIN_PASSWORD_LENGTH, findAccountById, markEmailVerified, setPassword } from '../accounts.ts';
import { consumeAccountToken, peekAccountToken } from '../account-tokens.ts';
import { revokeAccountSessions } from '../account-sessions.ts';
import { readForm, sendHtml } from '../http.ts';
import { messagePage, resetPage } from '../pages.ts';
import { clearFailedSignIns } from '../rate-limit.ts';
import type { InteractionHandler, InteractionKit } from './interaction-kit.ts';

const resetAction = (kit: InteractionKit, token: string, locale: string) =>
  `${kit.deps.basePath}/reset/${encodeURIComponent(token)}?lang=${locale}`;

/** The page a reset link opens: the new-password form while its token is still good. */
export function showReset(kit: InteractionKit): InteractionHandler {
  return async (req, res, [token = '']) => {
    const ctx = await kit.ctxFor(kit.linkLocale(req));
    if (!(await peekAccountToken(kit.deps.db, token, 'password_reset'))) {
      return sendHtml(
        res,
        400,
        messagePage(ctx, { title: ctx.t.resetTitle, text: ctx.t.linkInvalid }),
        kit.pageHeaders,
      );
    }
    sendHtml(res, 200, resetPage(ctx, { action: resetAction(kit, token, ctx.locale) }), kit.pageHeaders);
  };
}

export function submitReset(kit: InteractionKit): InteractionHandler {
  const { deps } = kit;
  const { db } = deps;
  return async (req, res, [token = '']) => {
    const ctx = await kit.ctxFor(kit.linkLocale(req));
    const form = await readForm(req);
    if (!kit.sameOrigin(req)) {
      return sendHtml(
        res,
        403,
        messagePage(ctx, { title: ctx.t.errorTitle, text: ctx.t.errorText }),
        kit.pageHeaders,
      );
    }
    const password = form.get('password') ?? '';
    const action = resetAction(kit, token, ctx.locale);
    if (password.length < MIN_PASSWORD_LENGTH || password.length > 1024) {
      return sendHtml(res, 400, resetPage(ctx, { action, error: ctx.t.passwordTooShort }), kit.pageHeaders);
    }
    const spent = await consumeAccountToken(db, token, 'password_reset');
    if (!spent) {
      return sendHtml(
        res,
        400,
        messagePage(ctx, { title: ctx.t.resetTitle, text: ctx.t.linkInvalid }),
        kit.pageHeaders,
      );
    }
    await setPassword(db, spent.accountId, password);
    // Following the link proved control of the mailbox.
    await markEmailVerified(db, spent.accountId);
    // Whoever knew the old password (or signed up with this address first) is evicted: every
    // provider session, grant and token of the account ends, and so does every API session.
    await revokeAccountSessions(db, spent.accountId);
    await deps.onSessionsRevoked(spent.accountId);
    const account = await findAccountById(db, spent.accountId);
    if (account) await clearFailedSignIns(db, account.email);
    const pending = spent.interactionUid
      ? await deps.provider.Interaction.find(spent.interactionUid)
      : undefined;
    sendHtml(
      res,
      200,
      messagePage(ctx, {
        title: ctx.t.resetTitle,
        text: ctx.t.resetDone,
        ...(pending && spent.interactionUid
          ? { link: { href: kit.interactionPath(spent.interactionUid), label: ctx.t.backToSignIn } }
          : {}),
      }),
      kit.pageHeaders,
    );
  };
}
