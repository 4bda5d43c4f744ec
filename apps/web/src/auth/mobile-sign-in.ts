import { IDENTITY_CLIENT_DEFAULTS } from '@atrium/contract/identity';
import type { DeepLinkDeps } from './deep-link.ts';
import type { MobileShell } from './mobile-shell.ts';
import type { OidcClient } from './oidc-client.ts';
import { LOGIN_PATH } from './sign-in-flow.ts';

export interface MobileSignInDeps {
  shell: MobileShell;
  oidc: OidcClient;
  uiLocale: () => string;
  showOpenIdNotResponding: () => void;
  navigate: (to: string) => void;
}

interface ProviderEndpoints {
  authorization_endpoint?: unknown;
  token_endpoint?: unknown;
}

/**
 * Sign-in in the mobile shell, as RFC 8252 asks of native apps (docs/decisions/035-mobile-shell-capacitor.md):
 * "Sign in" opens the provider's authorization request, with PKCE and state, in the system
 * browser — never in the app's web view — and the answer returns as an app link through the
 * deep-link handling (docs/product/tokens-and-sign-in.md#mobile-deep-links), whose code-flow step
 * exchanges the code with the verifier the shell kept in secure storage.
 */
export function createMobileSignIn(deps: MobileSignInDeps) {
  const endpoint = async (name: keyof ProviderEndpoints): Promise<string> => {
    const metadata = (await deps.oidc.manager()?.metadataService.getMetadata()) as
      ProviderEndpoints | undefined;
    const value = metadata?.[name];
    if (typeof value !== 'string') throw new Error(`The discovery document names no ${name}`);
    return value;
  };

  return {
    /** "Sign in": discovery first (as in the browser), then the system browser. */
    async startSignIn(): Promise<void> {
      const settings = (await deps.oidc.ensureLoaded()) ? deps.oidc.settings() : null;
      if (!settings) {
        deps.showOpenIdNotResponding();
        deps.navigate(LOGIN_PATH);
        return;
      }
      await deps.shell.startSystemBrowserSignIn({
        authorizationEndpoint: await endpoint('authorization_endpoint'),
        scope: settings.scope.trim() || IDENTITY_CLIENT_DEFAULTS.scope,
        resource: settings.resource ?? null,
        uiLocales: deps.uiLocale(),
      });
    },

    /** The deep-link steps that differ in the shell: its app link and its own code exchange. */
    deepLinkSteps: {
      redirectUri: () => deps.shell.redirectUri,
      completeCodeFlow: async (urlWithFragment: string) =>
        deps.shell.completeSystemBrowserSignIn(urlWithFragment, await endpoint('token_endpoint')),
    } satisfies Pick<DeepLinkDeps, 'redirectUri' | 'completeCodeFlow'>,
  };
}
