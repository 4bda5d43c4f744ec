import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import {
  MIN_PASSWORD_LENGTH,
  authenticate,
  createAccount,
  findAccountByEmail,
  findAccountById,
  isPlausibleEmail,
  markEmailVerified,
  normalizeEmail,
  setPassword,
} from './accounts.ts';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from './account-tokens.ts';
import { revokeAccountSessions } from './account-sessions.ts';
import type { IdpDatabase } from './database.ts';
import type { ClientAddress } from './client-address.ts';
import { readForm, redirect, sendHtml } from './http.ts';
import { type Locale, type Messages, pickLocale } from './i18n.ts';
import type { MailSender } from './mail.ts';
import { forgotPage, messagePage, type PageContext, resetPage, signInPage, signUpPage } from './pages.ts';
import { issuePasswordResetLink } from './password-reset-link.ts';
import { clearFailedSignIns, releaseSignInAttempt, reserveSignInAttempt } from './rate-limit.ts';
import { clearThrottled, releaseThrottled, reserveThrottled, takeThrottled, THROTTLES } from './throttle.ts';

export interface InteractionDeps {
  provider: Provider;
  db: IdpDatabase;
  mail: MailSender;
  /** Public issuer URL without trailing slash; mail links are built from it, never from Host. */
  issuer: string;
  /** Path prefix of the issuer ('' or e.g. '/oidc'). */
  basePath: string;
  /** Who sent the request, as the host's proxy rules say (client-address.ts). */
  clientAddress: ClientAddress;
  formActionOrigins: readonly string[];
  /** Runs work after the response, so that timing does not tell whether an account exists. */
  background: (task: () => Promise<void>) => void;
  log: (message: string, error?: unknown) => void;
  /**
   * Called after every provider session of the account was ended (password reset), so that the
   * application ends its own sessions of that person too.
   */
  onSessionsRevoked: (accountId: string) => Promise<void>;
  /** The texts of a language: its latest published version over the bundled English (i18n.ts). */
  messagesFor: (locale: Locale) => Promise<Messages>;
  /**
   * The language the person chose in the application, for e-mails to an existing account; the
   * page's language when unknown.
   */
  accountLocale: (accountId: string) => Promise<Locale | undefined>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, match: string[]) => Promise<void>;

export function createInteractionRoutes(deps: InteractionDeps) {
  const { provider, db, basePath } = deps;
  const pageHeaders = { formActionOrigins: deps.formActionOrigins };
  const stylesheet = `${basePath}/assets/idp.css`;
  const ctxFor = async (locale: Locale): Promise<PageContext> => ({
    locale,
    t: await deps.messagesFor(locale),
    stylesheet,
  });
  /** An e-mail to an existing account speaks the language its owner chose in the application. */
  const mailTexts = async (accountId: string, fallback: Locale): Promise<{ locale: Locale; t: Messages }> => {
    const locale = (await deps.accountLocale(accountId).catch(() => undefined)) ?? fallback;
    return { locale, t: await deps.messagesFor(locale) };
  };
  const interactionPath = (uid: string, suffix = '') =>
    `${basePath}/interaction/${encodeURIComponent(uid)}${suffix}`;
  const acceptLanguage = (req: IncomingMessage) => String(req.headers['accept-language'] ?? '');

  // The interaction cookie (SameSite=Lax, HttpOnly, signed, scoped to this interaction's path)
  // must match the uid in the URL, so a cross-site form cannot drive these endpoints; the Origin
  // check below is a second, independent wall.
  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string | undefined) {
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (details && details.uid === uid) return details;
    const ctx = await ctxFor(pickLocale(undefined, acceptLanguage(req)));
    sendHtml(res, 400, messagePage(ctx, { title: ctx.t.errorTitle, text: ctx.t.expiredText }), pageHeaders);
    return undefined;
  }

  // Every URL this provider serves is on the issuer's origin (requests are normalised to it).
  const issuerOrigin = new URL(deps.issuer).origin;
  function sameOrigin(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    return !origin || origin === 'null' || origin === issuerOrigin;
  }

  function localeOf(details: { params: Record<string, unknown> }, req: IncomingMessage): Locale {
    const ui = details.params.ui_locales;
    return pickLocale(typeof ui === 'string' ? ui : undefined, acceptLanguage(req));
  }

  async function finishConsent(
    req: IncomingMessage,
    res: ServerResponse,
    details: Awaited<ReturnType<Provider['interactionDetails']>>,
  ) {
    // Only statically configured first-party clients exist, so consent is implicit: grant what the
    // request asked for (OIDC scopes, claims and the resource server's scopes).
    const { prompt, params, session, grantId } = details;
    const promptDetails = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
    if (!grant) throw new Error('grant not found');
    if (promptDetails.missingOIDCScope) grant.addOIDCScope(promptDetails.missingOIDCScope.join(' '));
    if (promptDetails.missingOIDCClaims) grant.addOIDCClaims(promptDetails.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(promptDetails.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const savedId = await grant.save();
    const result: InteractionResults = { consent: { grantId: savedId } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
  }

  const showInteraction: Handler = async (req, res, [uid]) => {
    const details = await interaction(req, res, uid);
    if (!details) return;
    if (details.prompt.name === 'consent') return finishConsent(req, res, details);
    const ctx = await ctxFor(localeOf(details, req));
    const hint = details.params.login_hint;
    sendHtml(
      res,
      200,
      signInPage(ctx, {
        action: interactionPath(details.uid, '/login'),
        signUpHref: interactionPath(details.uid, '/signup'),
        forgotHref: interactionPath(details.uid, '/forgot'),
        email: typeof hint === 'string' ? hint : '',
      }),
      pageHeaders,
    );
  };

  const submitLogin: Handler = async (req, res, [uid]) => {
    const details = await interaction(req, res, uid);
    if (!details) return;
    if (!sameOrigin(req)) return redirect(res, interactionPath(details.uid));
    if (details.prompt.name !== 'login') return redirect(res, interactionPath(details.uid));
    const form = await readForm(req);
    const email = normalizeEmail(form.get('email') ?? '');
    const password = form.get('password') ?? '';
    const ctx = await ctxFor(localeOf(details, req));
    const ip = deps.clientAddress(req);
    const page = (status: number, error: string) =>
      sendHtml(
        res,
        status,
        signInPage(ctx, {
          action: interactionPath(details.uid, '/login'),
          signUpHref: interactionPath(details.uid, '/signup'),
          forgotHref: interactionPath(details.uid, '/forgot'),
          email,
          error,
        }),
        pageHeaders,
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
        const { locale, t } = await mailTexts(account.id, ctx.locale);
        const token = await issueAccountToken(db, account.id, 'email_verification');
        const link = `${deps.issuer}/verify/${token}?lang=${locale}`;
        await deps.mail.send(mailMessage(account.email, t.verifyMailSubject, [t.verifyMailText], link));
      });
      return page(403, ctx.t.confirmFirst);
    }
    const result: InteractionResults = { login: { accountId: account.id, amr: ['pwd'] } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  };

  const showSignUp: Handler = async (req, res, [uid]) => {
    const details = await interaction(req, res, uid);
    if (!details) return;
    const ctx = await ctxFor(localeOf(details, req));
    sendHtml(
      res,
      200,
      signUpPage(ctx, {
        action: interactionPath(details.uid, '/signup'),
        signInHref: interactionPath(details.uid),
      }),
      pageHeaders,
    );
  };

  const submitSignUp: Handler = async (req, res, [uid]) => {
    const details = await interaction(req, res, uid);
    if (!details) return;
    if (!sameOrigin(req)) return redirect(res, interactionPath(details.uid, '/signup'));
    const locale = localeOf(details, req);
    const ctx = await ctxFor(locale);
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
          action: interactionPath(details.uid, '/signup'),
          signInHref: interactionPath(details.uid),
          values,
          errors,
        }),
        pageHeaders,
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
        const { t } = existing ? await mailTexts(existing.id, locale) : ctx;
        await deps.mail.send(mailMessage(values.email, t.signUpTitle, [t.existingMailText]));
      }
    });
    sendHtml(
      res,
      200,
      messagePage(ctx, {
        title: ctx.t.signUpDoneTitle,
        text: ctx.t.signUpDone,
        link: { href: interactionPath(details.uid), label: ctx.t.backToSignIn },
      }),
      pageHeaders,
    );
  };

  const showForgot: Handler = async (req, res, [uid]) => {
    const details = await interaction(req, res, uid);
    if (!details) return;
    const ctx = await ctxFor(localeOf(details, req));
    sendHtml(
      res,
      200,
      forgotPage(ctx, {
        action: interactionPath(details.uid, '/forgot'),
        signInHref: interactionPath(details.uid),
        noMail: deps.mail.delivers === false,
      }),
      pageHeaders,
    );
  };

  const submitForgot: Handler = async (req, res, [uid]) => {
    const details = await interaction(req, res, uid);
    if (!details) return;
    if (!sameOrigin(req)) return redirect(res, interactionPath(details.uid, '/forgot'));
    const locale = localeOf(details, req);
    const ctx = await ctxFor(locale);
    const form = await readForm(req);
    const email = normalizeEmail(form.get('email') ?? '');
    const ip = deps.clientAddress(req);
    const tooMany = !(await takeThrottled(db, THROTTLES.resetRequestsPerAddress, ip));
    if (tooMany || !isPlausibleEmail(email)) {
      return sendHtml(
        res,
        tooMany ? 429 : 400,
        forgotPage(ctx, {
          action: interactionPath(details.uid, '/forgot'),
          signInHref: interactionPath(details.uid),
          email,
          error: tooMany ? ctx.t.tooManyRequests : ctx.t.emailInvalid,
        }),
        pageHeaders,
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
      const mail = await mailTexts(account.id, locale);
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
        link: { href: interactionPath(details.uid), label: ctx.t.backToSignIn },
      }),
      pageHeaders,
    );
  };

  const linkLocale = (req: IncomingMessage) => {
    const lang = new URL(req.url ?? '/', 'http://x').searchParams.get('lang') ?? undefined;
    return pickLocale(lang, acceptLanguage(req));
  };

  const showReset: Handler = async (req, res, [token = '']) => {
    const ctx = await ctxFor(linkLocale(req));
    if (!(await peekAccountToken(db, token, 'password_reset'))) {
      return sendHtml(
        res,
        400,
        messagePage(ctx, { title: ctx.t.resetTitle, text: ctx.t.linkInvalid }),
        pageHeaders,
      );
    }
    const action = `${basePath}/reset/${encodeURIComponent(token)}?lang=${ctx.locale}`;
    sendHtml(res, 200, resetPage(ctx, { action }), pageHeaders);
  };

  const submitReset: Handler = async (req, res, [token = '']) => {
    const ctx = await ctxFor(linkLocale(req));
    const form = await readForm(req);
    if (!sameOrigin(req)) {
      return sendHtml(
        res,
        403,
        messagePage(ctx, { title: ctx.t.errorTitle, text: ctx.t.errorText }),
        pageHeaders,
      );
    }
    const password = form.get('password') ?? '';
    const action = `${basePath}/reset/${encodeURIComponent(token)}?lang=${ctx.locale}`;
    if (password.length < MIN_PASSWORD_LENGTH || password.length > 1024) {
      return sendHtml(res, 400, resetPage(ctx, { action, error: ctx.t.passwordTooShort }), pageHeaders);
    }
    const spent = await consumeAccountToken(db, token, 'password_reset');
    if (!spent) {
      return sendHtml(
        res,
        400,
        messagePage(ctx, { title: ctx.t.resetTitle, text: ctx.t.linkInvalid }),
        pageHeaders,
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
    const pending = spent.interactionUid ? await provider.Interaction.find(spent.interactionUid) : undefined;
    sendHtml(
      res,
      200,
      messagePage(ctx, {
        title: ctx.t.resetTitle,
        text: ctx.t.resetDone,
        ...(pending && spent.interactionUid
          ? { link: { href: interactionPath(spent.interactionUid), label: ctx.t.backToSignIn } }
          : {}),
      }),
      pageHeaders,
    );
  };

  const verifyEmail: Handler = async (req, res, [token = '']) => {
    const ctx = await ctxFor(linkLocale(req));
    const spent = await consumeAccountToken(db, token, 'email_verification');
    if (!spent) {
      return sendHtml(
        res,
        400,
        messagePage(ctx, { title: ctx.t.verifyMailSubject, text: ctx.t.linkInvalid }),
        pageHeaders,
      );
    }
    await markEmailVerified(db, spent.accountId);
    sendHtml(
      res,
      200,
      messagePage(ctx, { title: ctx.t.verifyMailSubject, text: ctx.t.verifyDone }),
      pageHeaders,
    );
  };

  const routes: Array<{ method: string; pattern: RegExp; handler: Handler }> = [
    { method: 'GET', pattern: /^\/interaction\/([\w-]+)$/, handler: showInteraction },
    { method: 'POST', pattern: /^\/interaction\/([\w-]+)\/login$/, handler: submitLogin },
    { method: 'GET', pattern: /^\/interaction\/([\w-]+)\/signup$/, handler: showSignUp },
    { method: 'POST', pattern: /^\/interaction\/([\w-]+)\/signup$/, handler: submitSignUp },
    { method: 'GET', pattern: /^\/interaction\/([\w-]+)\/forgot$/, handler: showForgot },
    { method: 'POST', pattern: /^\/interaction\/([\w-]+)\/forgot$/, handler: submitForgot },
    { method: 'GET', pattern: /^\/reset\/([\w-]+)$/, handler: showReset },
    { method: 'POST', pattern: /^\/reset\/([\w-]+)$/, handler: submitReset },
    { method: 'GET', pattern: /^\/verify\/([\w-]+)$/, handler: verifyEmail },
  ];

  /** Finds the handler for a path relative to the issuer; undefined when the provider should answer. */
  return function route(method: string, path: string) {
    let pathKnown = false;
    for (const r of routes) {
      const match = r.pattern.exec(path);
      if (!match) continue;
      pathKnown = true;
      if (r.method === method || (r.method === 'GET' && method === 'HEAD')) {
        return (req: IncomingMessage, res: ServerResponse) => r.handler(req, res, match.slice(1));
      }
    }
    return pathKnown ? ('method-not-allowed' as const) : undefined;
  };
}

function mailMessage(to: string, subject: string, paragraphs: string[], link?: string, footer?: string) {
  const text = [
    ...paragraphs,
    ...(link ? ['', link] : []),
    ...(footer ? ['', footer] : []),
    '',
    '— Atrium',
  ].join('\n');
  const esc = (s: string) =>
    s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#212529">
<p style="font-size:18px;font-weight:700;color:#4c6ef5">Atrium</p>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
${
  link
    ? `<p><a href="${esc(link)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${esc(subject)}</a></p>
<p style="font-size:12px;color:#868e96">${esc(link)}</p>`
    : ''
}
${footer ? `<p style="font-size:13px;color:#495057">${esc(footer)}</p>` : ''}
</body></html>`;
  return { to, subject, text, html, secrets: link ? [link] : [] };
}
