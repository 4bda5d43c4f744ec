export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let appNavigate: Navigate | null = null;

/** The router registers itself once it exists; until then the address bar is changed directly. */
export function setAppNavigator(navigate: Navigate | null): void {
  appNavigate = navigate;
}

/**
 * Navigation for the sign-in work. Before the router exists (start-up runs first) the URL is
 * replaced in place, and the router starts from it.
 */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (appNavigate) appNavigate(to, options);
  else window.history.replaceState(null, '', to);
}
