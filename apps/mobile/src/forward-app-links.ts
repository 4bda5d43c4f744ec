import type { AppLinkSource } from './app-links.ts';

/**
 * Hands every link that opens the app (the launch link and those while it runs) to the web
 * app's handler (`window.handleOpenURL`, installed once its sign-in code has loaded). Links that
 * arrive earlier wait, in order, and are delivered when the handler appears.
 */
export async function forwardAppLinks(
  source: AppLinkSource,
  options: { deliver: (url: string) => boolean; retryMs?: number; maxWaitMs?: number },
): Promise<void> {
  const waiting: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waitedMs = 0;
  const flush = () => {
    timer = null;
    while (waiting.length > 0 && options.deliver(waiting[0]!)) waiting.shift();
    if (waiting.length === 0) {
      waitedMs = 0;
      return;
    }
    const retry = options.retryMs ?? 100;
    waitedMs += retry;
    if (waitedMs > (options.maxWaitMs ?? 30_000)) {
      waiting.length = 0;
      return;
    }
    timer = setTimeout(flush, retry);
  };
  const arrive = (url: string) => {
    waiting.push(url);
    if (!timer) flush();
  };
  await source.addListener('appUrlOpen', (event) => arrive(event.url));
  const launch = await source.getLaunchUrl();
  if (launch?.url) arrive(launch.url);
}
