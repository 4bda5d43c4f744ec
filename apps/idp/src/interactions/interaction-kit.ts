import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { sendHtml } from '../http.ts';
import { type Locale, type Messages, pickLocale } from '../i18n.ts';
import { messagePage, type PageContext } from '../pages.ts';
import type { InteractionDeps } from './interaction-deps.ts';

/** One interaction route: the request, its answer and the path's captured parts. */
export type InteractionHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  match: string[],
) => Promise<void>;

export type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

/** What every interaction page shares: its deps and the helpers built once from them. */
export interface InteractionKit {
  deps: InteractionDeps;
  pageHeaders: { formActionOrigins: readonly string[] };
  ctxFor: (locale: Locale) => Promise<PageContext>;
  /** An e-mail to an existing account speaks the language its owner chose in the application. */
  mailTexts: (accountId: string, fallback: Locale) => Promise<{ locale: Locale; t: Messages }>;
  interactionPath: (uid: string, suffix?: string) => string;
  /** The pending interaction of the URL's uid, or undefined after answering that it expired. */
  interaction: (
    req: IncomingMessage,
    res: ServerResponse,
    uid: string | undefined,
  ) => Promise<InteractionDetails | undefined>;
  sameOrigin: (req: IncomingMessage) => boolean;
  localeOf: (details: { params: Record<string, unknown> }, req: IncomingMessage) => Locale;
  /** The language of a mailed link's page: its `lang` parameter, else the browser's. */
  linkLocale: (req: IncomingMessage) => Locale;
}

const acceptLanguage = (req: IncomingMessage) => String(req.headers['accept-language'] ?? '');

export function createInteractionKit(deps: InteractionDeps): InteractionKit {
  const { provider, basePath } = deps;
  const pageHeaders = { formActionOrigins: deps.formActionOrigins };
  const stylesheet = `${basePath}/assets/idp.css`;
  const ctxFor = async (locale: Locale): Promise<PageContext> => ({
    locale,
    t: await deps.messagesFor(locale),
    stylesheet,
  });

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

  return {
    deps,
    pageHeaders,
    ctxFor,
    mailTexts: async (accountId, fallback) => {
      const locale = (await deps.accountLocale(accountId).catch(() => undefined)) ?? fallback;
      return { locale, t: await deps.messagesFor(locale) };
    },
    interactionPath: (uid, suffix = '') => `${basePath}/interaction/${encodeURIComponent(uid)}${suffix}`,
    interaction,
    sameOrigin: (req) => {
      const origin = req.headers.origin;
      return !origin || origin === 'null' || origin === issuerOrigin;
    },
    localeOf: (details, req) => {
      const ui = details.params.ui_locales;
      return pickLocale(typeof ui === 'string' ? ui : undefined, acceptLanguage(req));
    },
    linkLocale: (req) => {
      const lang = new URL(req.url ?? '/', 'http://x').searchParams.get('lang') ?? undefined;
      return pickLocale(lang, acceptLanguage(req));
    },
  };
}
