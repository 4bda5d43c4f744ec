import { describe, expect, it } from 'vitest';
import { messages } from './i18n.ts';
import { errorPage, logoutPage, signInPage, signUpPage, type PageContext } from './pages.ts';

const ctx: PageContext = { locale: 'en', t: messages('en'), stylesheet: '/oidc/assets/idp.css' };
const typed = `"><script>alert(1)</script>`;
const ESCAPED = '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;';

describe('provider pages', () => {
  it('escape what a visitor typed, in values and in messages', () => {
    const signIn = signInPage(ctx, { action: '/in', signUpHref: '/up', forgotHref: '/forgot', email: typed });
    expect(signIn).toContain(`value="${ESCAPED}"`);
    expect(signIn).not.toContain('<script>');
    const signUp = signUpPage(ctx, {
      action: '/up',
      signInHref: '/in',
      values: { given_name: typed, family_name: typed, email: typed },
      errors: { email: typed },
    });
    expect(signUp).not.toContain('<script>');
    expect(signUp).toContain(`<div class="field-error" id="email-error">${ESCAPED}</div>`);
  });

  it('escape the error description the provider passes on', () => {
    const page = errorPage(ctx, { error: 'invalid_request', description: typed });
    expect(page).toContain(`role="alert">invalid_request: ${ESCAPED}</div>`);
    expect(errorPage(ctx, { error: 'invalid_request' })).toContain('role="alert">invalid_request</div>');
  });

  it("keep oidc-provider's own logout form as markup", () => {
    const form = '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"></form>';
    expect(logoutPage(ctx, form)).toContain(form);
  });
});
