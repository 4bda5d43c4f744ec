import type { Locale, Messages } from './i18n.ts';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface PageContext {
  locale: Locale;
  t: Messages;
  /** Absolute path of the stylesheet, e.g. /oidc/assets/idp.css */
  stylesheet: string;
}

export function layout(ctx: PageContext, title: string, body: string): string {
  return `<!doctype html>
<html lang="${ctx.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Atrium</title>
<link rel="stylesheet" href="${escapeHtml(ctx.stylesheet)}">
</head>
<body>
<div class="brand"><span class="brand-mark" aria-hidden="true"></span><span>Atrium</span></div>
<main class="card">
${body}
</main>
<div class="page-footer">© Atrium</div>
</body>
</html>`;
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

function field(o: FieldOptions): string {
  const described = [o.hint ? `${o.id}-hint` : '', o.error ? `${o.id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${o.id}">${escapeHtml(o.label)}</label>
<input id="${o.id}" name="${o.id}" type="${o.type}" autocomplete="${o.autocomplete}" required${
    o.value ? ` value="${escapeHtml(o.value)}"` : ''
  }${o.autofocus ? ' autofocus' : ''}${o.minLength ? ` minlength="${o.minLength}"` : ''}${
    o.error ? ' aria-invalid="true"' : ''
  }${described ? ` aria-describedby="${described}"` : ''}>
${o.hint ? `<div class="hint" id="${o.id}-hint">${escapeHtml(o.hint)}</div>` : ''}${
    o.error ? `<div class="field-error" id="${o.id}-error">${escapeHtml(o.error)}</div>` : ''
  }
</div>`;
}

function alert(kind: 'error' | 'info', text: string | undefined): string {
  if (!text) return '';
  return `<div class="alert alert-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${escapeHtml(text)}</div>`;
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
    `<h1>${escapeHtml(t.signInTitle)}</h1>
<p class="subtitle">${escapeHtml(t.signInSubtitle)}</p>
${alert('error', o.error)}${alert('info', o.notice)}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
${field({ id: 'email', label: t.email, type: 'email', autocomplete: 'username', value: o.email ?? '', autofocus: !o.email })}
${field({ id: 'password', label: t.password, type: 'password', autocomplete: 'current-password', autofocus: !!o.email })}
<div class="row-end"><a href="${escapeHtml(o.forgotHref)}">${escapeHtml(t.forgotPassword)}</a></div>
<button class="btn btn-primary" type="submit">${escapeHtml(t.signIn)}</button>
</form>
<div class="footer-links">${escapeHtml(t.noAccount)} <a href="${escapeHtml(o.signUpHref)}">${escapeHtml(t.createAccount)}</a></div>`,
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
    `<h1>${escapeHtml(t.signUpTitle)}</h1>
<p class="subtitle">Atrium</p>
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<div class="field-row">
${field({ id: 'given_name', label: t.givenName, type: 'text', autocomplete: 'given-name', value: v.given_name ?? '', error: e.name, autofocus: true })}
${field({ id: 'family_name', label: t.familyName, type: 'text', autocomplete: 'family-name', value: v.family_name ?? '' })}
</div>
${field({ id: 'email', label: t.email, type: 'email', autocomplete: 'email', value: v.email ?? '', error: e.email })}
${field({ id: 'password', label: t.password, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, error: e.password, minLength: 8 })}
<button class="btn btn-primary" type="submit">${escapeHtml(t.createAccount)}</button>
</form>
<div class="footer-links">${escapeHtml(t.haveAccount)} <a href="${escapeHtml(o.signInHref)}">${escapeHtml(t.signIn)}</a></div>`,
  );
}

export function forgotPage(
  ctx: PageContext,
  o: { action: string; signInHref: string; email?: string; error?: string },
): string {
  const { t } = ctx;
  return layout(
    ctx,
    t.forgotTitle,
    `<h1>${escapeHtml(t.forgotTitle)}</h1>
<p class="subtitle">${escapeHtml(t.forgotIntro)}</p>
<form method="post" action="${escapeHtml(o.action)}" novalidate>
${field({ id: 'email', label: t.email, type: 'email', autocomplete: 'username', value: o.email ?? '', error: o.error, autofocus: true })}
<button class="btn btn-primary" type="submit">${escapeHtml(t.sendLink)}</button>
</form>
<div class="footer-links"><a href="${escapeHtml(o.signInHref)}">${escapeHtml(t.backToSignIn)}</a></div>`,
  );
}

export function resetPage(ctx: PageContext, o: { action: string; error?: string }): string {
  const { t } = ctx;
  return layout(
    ctx,
    t.resetTitle,
    `<h1>${escapeHtml(t.resetTitle)}</h1>
<form method="post" action="${escapeHtml(o.action)}" novalidate>
${field({ id: 'password', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, error: o.error, autofocus: true, minLength: 8 })}
<button class="btn btn-primary" type="submit">${escapeHtml(t.setPassword)}</button>
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
    `<h1>${escapeHtml(o.title)}</h1>
<p>${escapeHtml(o.text)}</p>${
      o.link
        ? `\n<a class="btn btn-primary" href="${escapeHtml(o.link.href)}">${escapeHtml(o.link.label)}</a>`
        : ''
    }`,
  );
}

/** `form` is oidc-provider's own logout form (it carries the xsrf token); the buttons submit it. */
export function logoutPage(ctx: PageContext, form: string): string {
  const { t } = ctx;
  return layout(
    ctx,
    t.logoutTitle,
    `<h1>${escapeHtml(t.logoutTitle)}</h1>
<p>${escapeHtml(t.logoutQuestion)}</p>
${form}
<button class="btn btn-primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t.logoutYes)}</button>
<button class="btn btn-secondary" type="submit" form="op.logoutForm">${escapeHtml(t.logoutNo)}</button>`,
  );
}
