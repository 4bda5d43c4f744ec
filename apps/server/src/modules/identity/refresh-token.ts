import type { refreshToken } from '@atrium/contract/identity-operations';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { rotateSession } from './sessions.ts';

/**
 * Rotates the presented refresh token (cookie, or the mobile shell's header) and answers a fresh
 * access token; public, since the access token it replaces may be gone.
 */
export const refreshTokenHandler: OperationHandler<typeof refreshToken> = async ({
  request,
  reply,
  deps,
}) => ({
  token: (await rotateSession(deps, request, reply)).token,
});
