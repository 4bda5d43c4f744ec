import { handleDeepLink } from './deep-link.ts';
import type { createMobileSignIn } from './mobile-sign-in.ts';
import { oidc } from './oidc-instance.ts';
import type { createSignInFlow } from './sign-in-flow.ts';

const seenStates = new Set<string>();

/**
 * The mobile build: links that open the app arrive at `window.handleOpenURL` (Cordova, and the
 * Capacitor shell's bridge) and finish a sign-in begun in the system browser (decision 035).
 */
export function installDeepLinkHandler({
  flow,
  mobileSignIn,
}: {
  flow: ReturnType<typeof createSignInFlow>;
  mobileSignIn: ReturnType<typeof createMobileSignIn> | null;
}): void {
  (window as unknown as { handleOpenURL: (url: string) => void }).handleOpenURL = (link) => {
    void handleDeepLink(link, {
      loadDiscovery: () => oidc.ensureLoaded(),
      redirectUri: () => oidc.redirectUri(),
      completeCodeFlow: async (urlWithFragment) => {
        const user = await oidc.manager()?.signinCallback(urlWithFragment);
        if (!user) throw new Error('No user from the code flow');
        return user;
      },
      // The shell's app link and its own code exchange (mobile-sign-in.ts).
      ...mobileSignIn?.deepLinkSteps,
      authenticateWithServer: (user) => flow.signInWithProviderUser(user),
      seenStates,
      log: (message, error) => console.error(message, error ?? ''),
    });
  };
}
