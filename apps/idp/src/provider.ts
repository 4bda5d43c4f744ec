import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, {
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
  errors,
} from 'oidc-provider';
import { accountClaims, findAccountById, type NewAccount, seedAccounts } from './accounts.ts';
import { createAdapterFactory, sweepExpired } from './adapter.ts';
import { type ClientAddress, clientAddressResolver, type TrustProxy } from './client-address.ts';
import type { IdpDatabase } from './database.ts';
import { InvalidFormText, PayloadTooLarge, securityHeaders, sendText } from './http.ts';
import {
  type Locale,
  LOCALES,
  type Messages,
  messages,
  pickLocale,
  resolveMessages,
  type TextSource,
} from './i18n.ts';
import { createInteractionRoutes } from './interactions/interaction-routes.ts';
import { loadCookieKeys, loadSigningKeys, SIGNING_ALG } from './keys.ts';
import type { MailSender } from './mail.ts';
import { LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH } from './logout-script.ts';
import { autoLogoutPage, errorPage, logoutPage, messagePage, type PageContext } from './pages.ts';
import { IDP_CSS } from './styles.ts';
import { sweepThrottles } from './throttle.ts';
import { formActionSources, originsOf } from './client-origins.ts';

export interface IdpClient {
  client_id: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
  /** 'native' for app builds with custom-scheme redirects; 'web' otherwise (default). */
  application_type?: 'web' | 'native';
  client_name?: string;
}

export interface IdentityProviderOptions {
  db: IdpDatabase;
  /** Public issuer URL, e.g. http://localhost:3000/oidc. Every URL the provider emits is built from it. */
  issuer: string;
  clients: IdpClient[];
  mail: MailSender;
  /** Audience (RFC 8707 resource indicator) of JWT access tokens; unset: opaque tokens for userinfo. */
  resourceAudience?: string;
  /**
   * Proxies trusted to name the client in X-Forwarded-For (rate limits): false (default), true,
   * a hop count, or addresses/CIDRs — the API's TRUST_PROXY.
   */
  trustProxy?: TrustProxy;
  /**
   * The client address of a request, when the host already computed it (the API mounts the
   * provider and passes Fastify's request.ip); otherwise derived from trustProxy the same way.
   */
  clientAddress?: ClientAddress;
  /** Lifetime of access tokens in seconds (default 900). */
  accessTokenTtl?: number;
  /**
   * Called once a password reset ended every provider session of the account, so that the
   * application ends its own sessions of that person (its refresh tokens) as well.
   */
  onSessionsRevoked?: (accountId: string) => Promise<void>;
  logger?: { info(message: string): void; error(message: string, error?: unknown): void };
  /**
   * The latest published texts of a language (docs/product/translations.md#at-run-time); unset,
   * the bundled texts. A source that fails leaves the page in the bundled texts.
   */
  texts?: TextSource;
  /** The language an account's owner chose in the application (its e-mails speak it). */
  accountLocale?: (accountId: string) => Promise<string | undefined>;
}

export interface IdentityProvider {
  provider: Provider;
  /** Node request handler; serves every path under the issuer's path (e.g. /oidc/...). */
  callback: (req: IncomingMessage, res: ServerResponse) => void;
  seedAccounts: (accounts: readonly NewAccount[]) => Promise<Array<{ id: string; email: string }>>;
  /** Resolves when mail and other work started after a response has finished. */
  whenIdle: () => Promise<void>;
  close: () => Promise<void>;
}

const DAY = 24 * 60 * 60;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const RESOURCE_SCOPE = 'api';

export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { db, mail } = options;
  const issuerUrl = new URL(options.issuer);
  const issuer = issuerUrl.href.replace(/\/$/, '');
  const basePath = issuerUrl.pathname.replace(/\/$/, '');
  const trustProxy = options.trustProxy ?? false;
  const logger = options.logger ?? {
    info: (message: string) => console.log(`[idp] ${message}`),
    error: (message: string, error?: unknown) => console.error(`[idp] ${message}`, error),
  };
  const audience = options.resourceAudience;

  const [signingKeys, cookieKeys] = await Promise.all([loadSigningKeys(db), loadCookieKeys(db)]);

  const clientOrigins = formActionSources(
    options.clients.flatMap((c) => [...c.redirect_uris, ...(c.post_logout_redirect_uris ?? [])]),
  );
  const pageHeaders = { formActionOrigins: clientOrigins };
  const messagesFor = async (locale: Locale): Promise<Messages> => {
    if (!options.texts || locale === 'en') return messages(locale);
    try {
      return resolveMessages(locale, await options.texts(locale));
    } catch (error) {
      logger.error('published texts could not be read; the bundled texts apply', error);
      return messages(locale);
    }
  };
  const accountLocale = async (accountId: string): Promise<Locale | undefined> => {
    const chosen = await options.accountLocale?.(accountId);
    return LOCALES.find((locale) => locale === chosen);
  };
  const pageContext = async (ctx: KoaContextWithOIDC): Promise<PageContext> => {
    const ui = (ctx.oidc?.params as Record<string, unknown> | undefined)?.ui_locales;
    const locale = pickLocale(typeof ui === 'string' ? ui : undefined, ctx.get('accept-language'));
    return { locale, t: await messagesFor(locale), stylesheet: `${basePath}/assets/idp.css` };
  };
  const renderInto = (ctx: KoaContextWithOIDC, html: string, scripts = false) => {
    ctx.set(securityHeaders({ ...pageHeaders, scripts }));
    ctx.type = 'html';
    ctx.body = html;
  };

  const clients: ClientMetadata[] = options.clients.map((c) => ({
    client_id: c.client_id,
    client_name: c.client_name,
    redirect_uris: c.redirect_uris,
    post_logout_redirect_uris: c.post_logout_redirect_uris ?? [],
    application_type: c.application_type ?? 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    id_token_signed_response_alg: SIGNING_ALG,
  }));

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    clients,
    async findAccount(_ctx, sub) {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return { accountId: account.id, claims: () => accountClaims(account) };
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'phone'],
    // The SPA reads identity claims from the ID token (its access token is for the API).
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    jwks: { keys: signingKeys },
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    interactions: {
      url: (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // oidc-provider has validated an id_token_hint against a registered client before this
        // runs: then the app's own "Sign out" asked, and the question would be an extra step.
        logoutSource: async (ctx, form) =>
          ctx.oidc.entities.IdTokenHint
            ? renderInto(
                ctx,
                autoLogoutPage(await pageContext(ctx), form, `${basePath}${LOGOUT_SCRIPT_PATH}`),
                true,
              )
            : renderInto(ctx, logoutPage(await pageContext(ctx), form)),
        postLogoutSuccessSource: async (ctx) => {
          const page = await pageContext(ctx);
          renderInto(ctx, messagePage(page, { title: page.t.logoutTitle, text: page.t.loggedOut }));
        },
      },
      resourceIndicators: audience
        ? {
            enabled: true,
            defaultResource: (_ctx, _client, oneOf) => oneOf ?? audience,
            useGrantedResource: () => true,
            getResourceServerInfo: (_ctx, resourceIndicator) => {
              if (resourceIndicator !== audience) throw new errors.InvalidTarget();
              return {
                scope: RESOURCE_SCOPE,
                audience,
                accessTokenTTL: options.accessTokenTtl ?? 900,
                accessTokenFormat: 'jwt',
                jwt: { sign: { alg: SIGNING_ALG } },
              };
            },
          }
        : { enabled: false },
    },
    clientBasedCORS: (_ctx, origin, client) =>
      originsOf([...(client.redirectUris ?? []), ...(client.postLogoutRedirectUris ?? [])]).includes(origin),
    // Refresh tokens for every configured client (they are all first-party); rotated on each use.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? options.accessTokenTtl ?? 900,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      // A rotated token inherits the remaining lifetime, so rotation never extends a session.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? 14 * DAY,
    },
    renderError: async (ctx, out) => {
      const page = await pageContext(ctx);
      renderInto(ctx, errorPage(page, { error: out.error, description: out.error_description }));
    },
  };

  const provider = new Provider(issuer, configuration);
  // Requests are normalised to the issuer's host and protocol below, so trusting the forwarded
  // headers is safe: the provider only ever sees values we set.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => logger.error('server error', error));

  const pending = new Set<Promise<void>>();
  const background = (task: () => Promise<void>) => {
    const run: Promise<void> = task()
      .catch((error: unknown) => logger.error('background task failed', error))
      .finally(() => pending.delete(run));
    pending.add(run);
  };
  const whenIdle = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };

  const route = createInteractionRoutes({
    provider,
    db,
    mail,
    issuer,
    basePath,
    clientAddress: options.clientAddress ?? clientAddressResolver(trustProxy),
    formActionOrigins: clientOrigins,
    background,
    log: (message, error) => logger.error(message, error),
    onSessionsRevoked: options.onSessionsRevoked ?? (async () => {}),
    messagesFor,
    accountLocale,
  });
  const providerCallback = provider.callback();

  const callback = (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (basePath) {
      const inside = url === basePath || url.startsWith(`${basePath}/`) || url.startsWith(`${basePath}?`);
      if (!inside) return sendText(res, 404, 'Not Found');
      req.originalUrl = url;
      req.url = url.slice(basePath.length) || '/';
    }
    // Every URL the provider emits (discovery, redirects, cookies' Secure flag) follows the
    // configured issuer, whatever Host or X-Forwarded-* a client sent; the client address is taken
    // from X-Forwarded-For only when a proxy is trusted (and then as client-address.ts says).
    req.headers.host = issuerUrl.host;
    req.headers['x-forwarded-proto'] = issuerUrl.protocol.replace(':', '');
    delete req.headers['x-forwarded-host'];
    if (trustProxy === false) delete req.headers['x-forwarded-for'];

    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === LOGOUT_SCRIPT_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(req.method === 'HEAD' ? undefined : LOGOUT_SCRIPT);
      return;
    }
    if (path === '/assets/idp.css' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/css; charset=utf-8');
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(req.method === 'HEAD' ? undefined : IDP_CSS);
      return;
    }
    const handler = route(req.method ?? 'GET', path);
    if (handler === 'method-not-allowed') return sendText(res, 405, 'Method Not Allowed');
    if (handler) {
      handler(req, res).catch((error: unknown) => {
        if (!res.headersSent && error instanceof PayloadTooLarge) {
          // The rest of the body is not read; close the connection instead of draining it.
          res.setHeader('Connection', 'close');
          return sendText(res, 413, 'Payload Too Large');
        }
        if (!res.headersSent && error instanceof InvalidFormText) {
          return sendText(res, 400, `Bad Request: the field ${error.message} contains a NUL character`);
        }
        logger.error('interaction failed', error);
        if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
        else res.end();
      });
      return;
    }
    void providerCallback(req, res);
  };

  const sweeper = setInterval(() => {
    Promise.all([sweepExpired(db), sweepThrottles(db)]).catch((error: unknown) =>
      logger.error('sweep failed', error),
    );
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  return {
    provider,
    callback,
    seedAccounts: (accounts) => seedAccounts(db, accounts),
    whenIdle,
    async close() {
      clearInterval(sweeper);
      await whenIdle();
    },
  };
}
