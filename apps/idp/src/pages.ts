import { html, trusted, type SafeHtml } from './html.ts';
import type { Locale, Messages } from './i18n.ts';

export interface PageContext {
  locale: Locale;
  t: Messages;
  /** Absolute path of the stylesheet, e.g. /oidc/assets/idp.css */
  stylesheet: string;
}

/** Every provider page: the brand above one card. Every value is escaped by `html` (html.ts). */
function layout(ctx: PageContext, title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="${ctx.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Atrium</title>
<link rel="stylesheet" href="${ctx.stylesheet}">
</head>
<body>
<div class="brand"><span class="brand-mark" aria-hidden="true"></span><span>Atrium</span></div>
<main class="card">
${body}
</main>
<div class="page-footer">© Atrium</div>
</body>
</html>`.markup;
}

interface FieldOptions {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  error?: string | undefined;
  hint?: string;
  autofocus?: boolean;
  minLength?: number;
}

function field(o: FieldOptions): SafeHtml {
  const described = [o.hint ? `${o.id}-hint` : '', o.error ? `${o.id}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field">
<label for="${o.id}">${o.label}</label>
<input id="${o.id}" name="${o.id}" type="${o.type}" autocomplete="${o.autocomplete}" required${
    o.value && html` value="${o.value}"`
  }${o.autofocus && html` autofocus`}${o.minLength ? html` minlength="${o.minLength}"` : null}${
    o.error && html` aria-invalid="true"`
  }${described && html` aria-describedby="${described}"`}>
${o.hint && html`<div class="hint" id="${o.id}-hint">${o.hint}</div>`}${
    o.error && html`<div class="field-error" id="${o.id}-error">${o.error}</div>`
  }
</div>`;
}

function alert(kind: 'error' | 'info', text: string | undefined): SafeHtml | null {
  if (!text) return null;
  return html`<div class="alert alert-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${text}</div>`;
}

export function signInPage(
  ctx: PageContext,
  o: {
    action: string;
    signUpHref: string;
    forgotHref: string;
    email?: string;
    error?: string;
    notice?: string;
  },
): string {
  const { t } = ctx;
  return layout(
    ctx,
    t.signInTitle,
    html`<h1>${t.signInTitle}</h1>
<p class="subtitle">${t.signInSubtitle}</p>
${alert('error', o.error)}${alert('info', o.notice)}
<form method="post" action="${o.action}" novalidate>
${field({ id: 'email', label: t.email, type: 'email', autocomplete: 'username', value: o.email ?? '', autofocus: !o.email })}
${field({ id: 'password', label: t.password, type: 'password', autocomplete: 'current-password', autofocus: !!o.email })}
<div class="row-end"><a href="${o.forgotHref}">${t.forgotPassword}</a></div>
<button class="btn btn-primary" type="submit">${t.signIn}</button>
</form>
<div class="footer-links">${t.noAccount} <a href="${o.signUpHref}">${t.createAccount}</a></div>`,
  );
}

export interface SignUpValues {
  given_name?: string;
  family_name?: string;
  email?: string;
}

export function signUpPage(
  ctx: PageContext,
  o: {
    action: string;
    signInHref: string;
    values?: SignUpValues;
    errors?: Partial<Record<'name' | 'email' | 'password', string>>;
  },
): string {
  const { t } = ctx;
  const v = o.values ?? {};
  const e = o.errors ?? {};
  return layout(
    ctx,
    t.signUpTitle,
    html`<h1>${t.signUpTitle}</h1>
<p class="subtitle">Atrium</p>
<form method="post" action="${o.action}" novalidate>
<div class="field-row">
${field({ id: 'given_name', label: t.givenName, type: 'text', autocomplete: 'given-name', value: v.given_name ?? '', error: e.name, autofocus: true })}
${field({ id: 'family_name', label: t.familyName, type: 'text', autocomplete: 'family-name', value: v.family_name ?? '' })}
</div>
${field({ id: 'email', label: t.email, type: 'email', autocomplete: 'email', value: v.email ?? '', error: e.email })}
${field({ id: 'password', label: t.password, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, error: e.password, minLength: 8 })}
<button class="btn btn-primary" type="submit">${t.createAccount}</button>
</form>
<div class="footer-links">${t.haveAccount} <a href="${o.signInHref}">${t.signIn}</a></div>`,
  );
}

export function forgotPage(
  ctx: PageContext,
  o: { action: string; signInHref: string; email?: string; error?: string; noMail?: boolean },
): string {
  const { t } = ctx;
  // Without a mail server no link can be sent: the page says how to get one instead of a form.
  if (o.noMail) {
    return layout(
      ctx,
      t.forgotTitle,
      html`<h1>${t.forgotTitle}</h1>
<p class="subtitle">${t.forgotNoMail}</p>
<div class="footer-links"><a href="${o.signInHref}">${t.backToSignIn}</a></div>`,
    );
  }
  return layout(
    ctx,
    t.forgotTitle,
    html`<h1>${t.forgotTitle}</h1>
<p class="subtitle">${t.forgotIntro}</p>
<form method="post" action="${o.action}" novalidate>
${field({ id: 'email', label: t.email, type: 'email', autocomplete: 'username', value: o.email ?? '', error: o.error, autofocus: true })}
<button class="btn btn-primary" type="submit">${t.sendLink}</button>
</form>
<div class="footer-links"><a href="${o.signInHref}">${t.backToSignIn}</a></div>`,
  );
}

export function resetPage(ctx: PageContext, o: { action: string; error?: string }): string {
  const { t } = ctx;
  return layout(
    ctx,
    t.resetTitle,
    html`<h1>${t.resetTitle}</h1>
<form method="post" action="${o.action}" novalidate>
${field({ id: 'password', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, error: o.error, autofocus: true, minLength: 8 })}
<button class="btn btn-primary" type="submit">${t.setPassword}</button>
</form>`,
  );
}

export function messagePage(
  ctx: PageContext,
  o: { title: string; text: string; link?: { href: string; label: string } },
): string {
  return layout(
    ctx,
    o.title,
    html`<h1>${o.title}</h1>
<p>${o.text}</p>${o.link && html`\n<a class="btn btn-primary" href="${o.link.href}">${o.link.label}</a>`}`,
  );
}

/** The provider's error page: the error code and description oidc-provider hands over. */
export function errorPage(ctx: PageContext, o: { error: string; description?: string | undefined }): string {
  const { t } = ctx;
  return layout(
    ctx,
    t.errorTitle,
    html`<h1>${t.errorTitle}</h1>
<p>${t.errorText}</p>
<div class="alert alert-error" role="alert">${o.error}${o.description && html`: ${o.description}`}</div>`,
  );
}

/** `form` is oidc-provider's own logout form (it carries the xsrf token); the buttons submit it. */
export function logoutPage(ctx: PageContext, form: string): string {
  const { t } = ctx;
  return layout(
    ctx,
    t.logoutTitle,
    html`<h1>${t.logoutTitle}</h1>
<p>${t.logoutQuestion}</p>
${trusted(form)}
<button class="btn btn-primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${t.logoutYes}</button>
<button class="btn btn-secondary" type="submit" form="op.logoutForm">${t.logoutNo}</button>`,
  );
}

/**
 * The logout a known client asked for with a valid ID token hint (the person pressed "Sign out"
 * in the app): no question, the form submits itself with `logout=yes` (decision 037). Without
 * scripts the one button does the same.
 */
export function autoLogoutPage(ctx: PageContext, form: string, script: string): string {
  const { t } = ctx;
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return layout(
    ctx,
    t.logoutTitle,
    html`<h1>${t.signingOut}</h1>
${trusted(confirmed)}
<noscript><button class="btn btn-primary" type="submit" form="op.logoutForm">${t.logoutYes}</button></noscript>
<script src="${script}" defer></script>`,
  );
}
