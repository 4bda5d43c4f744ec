import type Provider from 'oidc-provider';
import type { ClientAddress } from '../client-address.ts';
import type { IdpDatabase } from '../database.ts';
import type { Locale, Messages } from '../i18n.ts';
import type { MailSender } from '../mail.ts';

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
