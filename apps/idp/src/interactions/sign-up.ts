import {
  MIN_PASSWORD_LENGTH,
  createAccount,
  findAccountByEmail,
  isPlausibleEmail,
  normalizeEmail,
} from '../accounts.ts';
import { issueAccountToken } from '../account-tokens.ts';
import { readForm, redirect, sendHtml } from '../http.ts';
import { messagePage, signUpPage } from '../pages.ts';
import { takeThrottled, THROTTLES } from '../throttle.ts';
import type { InteractionHandler, InteractionKit } from './interaction-kit.ts';
import { interactionPage } from './interaction-page.ts';
import { mailMessage } from './mail-message.ts';

export const showSignUp = (kit: InteractionKit): InteractionHandler =>
  interactionPage(kit, (ctx, uid) =>
    signUpPage(ctx, { action: kit.interactionPath(uid, '/signup'), signInHref: kit.interactionPath(uid) }),
  );

export function submitSignUp(kit: InteractionKit): InteractionHandler {
  const { deps } = kit;
  const { db } = deps;
  return async (req, res, [uid]) => {
    const details = await kit.interaction(req, res, uid);
    if (!details) return;
    if (!kit.sameOrigin(req)) return redirect(res, kit.interactionPath(details.uid, '/signup'));
    const locale = kit.localeOf(details, req);
    const ctx = await kit.ctxFor(locale);
    const form = await readForm(req);
    const values = {
      given_name: (form.get('given_name') ?? '').trim(),
      family_name: (form.get('family_name') ?? '').trim(),
      email: normalizeEmail(form.get('email') ?? ''),
    };
    const password = form.get('password') ?? '';
    const errors: Partial<Record<'name' | 'email' | 'password', string>> = {};
    if (
      !values.given_name ||
      !values.family_name ||
      values.given_name.length > 100 ||
      values.family_name.length > 100
    ) {
      errors.name = ctx.t.nameRequired;
    }
    if (!isPlausibleEmail(values.email)) errors.email = ctx.t.emailInvalid;
    if (password.length < MIN_PASSWORD_LENGTH || password.length > 1024)
      errors.password = ctx.t.passwordTooShort;
    // Only accepted forms count: someone correcting a typo is not an automaton.
    if (
      Object.keys(errors).length === 0 &&
      !(await takeThrottled(db, THROTTLES.signUpsPerAddress, deps.clientAddress(req)))
    ) {
      errors.email = ctx.t.tooManyRequests;
    }
    if (Object.keys(errors).length > 0) {
      return sendHtml(
        res,
        errors.email === ctx.t.tooManyRequests ? 429 : 400,
        signUpPage(ctx, {
          action: kit.interactionPath(details.uid, '/signup'),
          signInHref: kit.interactionPath(details.uid),
          values,
          errors,
        }),
        kit.pageHeaders,
      );
    }
    // Same answer whether or not the email is taken; the mailbox owner learns which case it was.
    deps.background(async () => {
      const created = await createAccount(db, { ...values, password });
      if (created) {
        const token = await issueAccountToken(db, created.id, 'email_verification');
        const link = `${deps.issuer}/verify/${token}?lang=${locale}`;
        await deps.mail.send(
          mailMessage(values.email, ctx.t.verifyMailSubject, [ctx.t.verifyMailText], link),
        );
      } else if (await takeThrottled(db, THROTTLES.noticeMailsPerRecipient, values.email)) {
        const existing = await findAccountByEmail(db, values.email);
        const { t } = existing ? await kit.mailTexts(existing.id, locale) : ctx;
        await deps.mail.send(mailMessage(values.email, t.signUpTitle, [t.existingMailText]));
      }
    });
    sendHtml(
      res,
      200,
      messagePage(ctx, {
        title: ctx.t.signUpDoneTitle,
        text: ctx.t.signUpDone,
        link: { href: kit.interactionPath(details.uid), label: ctx.t.backToSignIn },
      }),
      kit.pageHeaders,
    );
  };
}
