import { findAccountByEmail, isPlausibleEmail, normalizeEmail } from '../accounts.ts';
import { readForm, redirect, sendHtml } from '../http.ts';
import { forgotPage, messagePage } from '../pages.ts';
import { issuePasswordResetLink } from '../password-reset-link.ts';
import { releaseThrottled, reserveThrottled, takeThrottled, THROTTLES } from '../throttle.ts';
import type { InteractionHandler, InteractionKit } from './interaction-kit.ts';
import { interactionPage } from './interaction-page.ts';
import { mailMessage } from './mail-message.ts';

export const showForgot = (kit: InteractionKit): InteractionHandler =>
  interactionPage(kit, (ctx, uid) =>
    forgotPage(ctx, {
      action: kit.interactionPath(uid, '/forgot'),
      signInHref: kit.interactionPath(uid),
      noMail: kit.deps.mail.delivers === false,
    }),
  );

export function submitForgot(kit: InteractionKit): InteractionHandler {
  const { deps } = kit;
  const { db } = deps;
  return async (req, res, [uid]) => {
    const details = await kit.interaction(req, res, uid);
    if (!details) return;
    if (!kit.sameOrigin(req)) return redirect(res, kit.interactionPath(details.uid, '/forgot'));
    const locale = kit.localeOf(details, req);
    const ctx = await kit.ctxFor(locale);
    const form = await readForm(req);
    const email = normalizeEmail(form.get('email') ?? '');
    const ip = deps.clientAddress(req);
    const tooMany = !(await takeThrottled(db, THROTTLES.resetRequestsPerAddress, ip));
    if (tooMany || !isPlausibleEmail(email)) {
      return sendHtml(
        res,
        tooMany ? 429 : 400,
        forgotPage(ctx, {
          action: kit.interactionPath(details.uid, '/forgot'),
          signInHref: kit.interactionPath(details.uid),
          email,
          error: tooMany ? ctx.t.tooManyRequests : ctx.t.emailInvalid,
        }),
        kit.pageHeaders,
      );
    }
    deps.background(async () => {
      const account = await findAccountByEmail(db, email);
      if (!account) return;
      // Per account and requesting address first, so that a stranger's requests cannot use up
      // the owner's own; the per-account total keeps the mailbox from being flooded.
      const pair = await reserveThrottled(
        db,
        THROTTLES.resetMailsPerAccountAndAddress,
        `${account.id} ${ip}`,
      );
      if (!pair) return;
      if (!(await takeThrottled(db, THROTTLES.resetMailsPerAccount, account.id))) {
        await releaseThrottled(db, pair);
        return;
      }
      const mail = await kit.mailTexts(account.id, locale);
      const { link } = await issuePasswordResetLink(db, {
        issuer: deps.issuer,
        accountId: account.id,
        locale: mail.locale,
        interactionUid: details.uid,
      });
      await deps.mail.send(
        mailMessage(
          account.email,
          mail.t.resetMailSubject,
          [mail.t.resetMailText],
          link,
          mail.t.resetMailIgnore,
        ),
      );
    });
    sendHtml(
      res,
      200,
      messagePage(ctx, {
        title: ctx.t.forgotTitle,
        // Without a mail server the outbox keeps the message, but no mailbox receives it.
        text: deps.mail.delivers === false ? ctx.t.forgotNoMail : ctx.t.forgotDone,
        link: { href: kit.interactionPath(details.uid), label: ctx.t.backToSignIn },
      }),
      kit.pageHeaders,
    );
  };
}
