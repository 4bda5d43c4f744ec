/**
 * The toast host's own chunk (toast-host.tsx): `AppProviders` mounts it with the first toast, and
 * the signed-in frame fetches it ahead, so that a toast shows at once and the installed app keeps
 * it for offline use.
 */
export const loadToastHost = () => import('./toast-host.tsx');
