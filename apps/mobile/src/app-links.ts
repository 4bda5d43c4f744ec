import { handleDeepLink, type DeepLinkDeps, type DeepLinkOutcome } from '../../web/src/auth/deep-link.ts';

/** The part of @capacitor/app the shell uses (tests pass a fake). */
export interface AppLinkSource {
  addListener(event: 'appUrlOpen', listener: (event: { url: string }) => void): Promise<unknown>;
  getLaunchUrl(): Promise<{ url: string } | undefined>;
}

/**
 * Every link that opens the app — the one it was launched with and those while it runs — goes
 * through the web app's deep-link handling: discovery load, code flow with the link's query as
 * the fragment, then the server sign-in; a repeated state is ignored and a bad link only logged.
 * Links are handled one after another, so the same link delivered twice at once counts once.
 */
export async function followAppLinks(
  source: AppLinkSource,
  deps: DeepLinkDeps,
  onOutcome: (url: string, outcome: DeepLinkOutcome) => void = () => {},
): Promise<void> {
  let queue: Promise<unknown> = Promise.resolve();
  const handle = (url: string) => {
    queue = queue
      .then(() => handleDeepLink(url, deps))
      .then((outcome) => onOutcome(url, outcome))
      .catch((error: unknown) => deps.log('Sign-in from the app link failed', error));
    return queue;
  };
  await source.addListener('appUrlOpen', (event) => void handle(event.url));
  const launch = await source.getLaunchUrl();
  if (launch?.url) await handle(launch.url);
}
