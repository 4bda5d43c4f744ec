import type { InteractionResults } from 'oidc-provider';
import { authenticate, normalizeEmail } from '../accounts.ts';
import { issueAccountToken } from '../account-tokens.ts';
import { readForm, redirect, sendHtml } from '../http.ts';
import { signInPage } from '../pages.ts';
import { clearFailedSignIns, releaseSignInAttempt, reserveSignInAttempt } from '../rate-limit.ts';
import { clearThrottled, releaseThrottled, reserveThrottled, takeThrottled, THROTTLES } from '../throttle.ts';
import { finishConsent } from './finish-consent.ts';
import type { InteractionHandler, InteractionKit } from './interaction-kit.ts';
import { mailMessage } from './mail-message.ts';

const signInLinks = (kit: InteractionKit, uid: string) => ({
  action: kit.interactionPath(uid, '/login'),
  signUpHref: kit.interactionPath(uid, '/signup'),
  forgotHref: kit.interactionPath(uid, '/forgot'),
});

/** The interaction's page: the sign-in form, or the consent granted at once. */
export function showInteraction(kit: InteractionKit): InteractionHandler {
  return async (req, res, [uid]) => {
    const details = await kit.interaction(req, res, uid);
    if (!details) return;
    if (details.prompt.name === 'consent') return finishConsent(kit.deps.provider, req, res, details);
    const ctx = await kit.ctxFor(kit.localeOf(details, req));
    const hint = details.params.login_hint;
    sendHtml(
      res,
      200,
      signInPage(ctx, { ...signInLinks(kit, details.uid), email: typeof hint === 'string' ? hint : '' }),
      kit.pageHeaders,
    );
  };
}

export function submitLogin(kit: InteractionKit): InteractionHandler {
  const { deps } = kit;
  const { db } = deps;
  return async (req, res, [uid]) => {
    const details = await kit.interaction(req, res, uid);
    if (!details) return;
    if (!kit.sameOrigin(req)) return redirect(res, kit.interactionPath(details.uid));
    if (details.prompt.name !== 'login') return redirect(res, kit.interactionPath(details.uid));
    const form = await readForm(req);
    const email = normalizeEmail(form.get('email') ?? '');
    const password = form.get('password') ?? '';
    const ctx = await kit.ctxFor(kit.localeOf(details, req));
    const ip = deps.clientAddress(req);
    const page = (status: number, error: string) =>
      sendHtml(
        res,
        status,
        signInPage(ctx, { ...signInLinks(kit, details.uid), email, error }),
        kit.pageHeaders,
      );

    // Every attempt is counted as a failure before the password is checked, so that a burst of
    // parallel guesses cannot all pass the limit before any of them was recorded; a right
    // password takes the counts back below.
    const pair = await reserveSignInAttempt(db, email, ip);
    const byAddress = pair && (await reserveThrottled(db, THROTTLES.signInFailuresPerAddress, ip));
    const byAccount = byAddress && (await reserveThrottled(db, THROTTLES.signInFailuresPerAccount, email));
    if (!pair || !byAddress || !byAccount) {
      if (pair) await releaseSignInAttempt(db, pair);
      if (byAddress) await releaseThrottled(db, byAddress);
      return page(429, ctx.t.rateLimited);
    }
    const account = email && password ? await authenticate(db, email, password) : undefined;
    if (!account) return page(401, ctx.t.invalidCredentials);
    await clearFailedSignIns(db, email, ip);
    // The owner got in: earlier guesses at the account no longer count against it. The address's
    // earlier failures stay — a sprayer must not wipe them by signing in to an account of their
    // own — only this attempt is taken back.
    await clearThrottled(db, THROTTLES.signInFailuresPerAccount, email);
    await releaseThrottled(db, byAddress);
    if (!account.emailVerified) {
      // Whoever signed up with an address they do not own must not get an account that acts in
      // its name (pre-account takeover): only the mailbox owner's confirmation opens it. The right
      // password was given, so saying so reveals nothing new. See docs/decisions/018.
      deps.background(async () => {
        if (!(await takeThrottled(db, THROTTLES.noticeMailsPerRecipient, account.email))) return;
        const { locale, t } = await kit.mailTexts(account.id, ctx.locale);
        const token = await issueAccountToken(db, account.id, 'email_verification');
        const link = `${deps.issuer}/verify/${token}?lang=${locale}`;
        await deps.mail.send(mailMessage(account.email, t.verifyMailSubject, [t.verifyMailText], link));
      });
      return page(403, ctx.t.confirmFirst);
    }
    const result: InteractionResults = { login: { accountId: account.id, amr: ['pwd'] } };
    await deps.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  };
}
