import { isApiError } from '../api/api-error.ts';
import { ServerNotConnectedError } from './server-not-connected.ts';

export interface RefreshFailureActions {
  /** "Server Not Connected! Please Try Again Later!": the session stays. */
  serverNotConnected: () => void;
  /** The service's own "briefly unavailable" notice: the session stays. */
  serviceUnavailable: () => void;
  /** "Login Session Expired!", storage cleared, the login screen. */
  sessionExpired: () => void;
}

/**
 * What a failed token refresh means (docs/product/tokens-and-sign-in.md#token-handling), whether
 * it was asked for ahead of the token's end or after a 401.
 */
export function handleRefreshFailure(error: unknown, actions: RefreshFailureActions): void {
  // The server could not be reached at all, or the provider says the person is signed in but
  // no token came: keep the session and say so. A refused refresh ends the session.
  if (error instanceof ServerNotConnectedError || (isApiError(error) && error.status === 0)) {
    actions.serverNotConnected();
  } else if (isApiError(error) && error.code === 'SERVICE_UNAVAILABLE') {
    // The refresh could not be checked, not refused: the session stays.
    actions.serviceUnavailable();
  } else {
    actions.sessionExpired();
  }
}
