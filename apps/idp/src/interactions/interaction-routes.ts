import type { IncomingMessage, ServerResponse } from 'node:http';
import { showForgot, submitForgot } from './forgot-password.ts';
import type { InteractionDeps } from './interaction-deps.ts';
import { createInteractionKit, type InteractionHandler } from './interaction-kit.ts';
import { showReset, submitReset } from './reset-password.ts';
import { showInteraction, submitLogin } from './sign-in.ts';
import { showSignUp, submitSignUp } from './sign-up.ts';
import { verifyEmail } from './verify-email.ts';

export type { InteractionDeps } from './interaction-deps.ts';

/** The provider's own pages (sign-in, sign-up, forgotten password, reset and confirmation links). */
export function createInteractionRoutes(deps: InteractionDeps) {
  const kit = createInteractionKit(deps);
  const routes: Array<{ method: string; pattern: RegExp; handler: InteractionHandler }> = [
    { method: 'GET', pattern: /^\/interaction\/([\w-]+)$/, handler: showInteraction(kit) },
    { method: 'POST', pattern: /^\/interaction\/([\w-]+)\/login$/, handler: submitLogin(kit) },
    { method: 'GET', pattern: /^\/interaction\/([\w-]+)\/signup$/, handler: showSignUp(kit) },
    { method: 'POST', pattern: /^\/interaction\/([\w-]+)\/signup$/, handler: submitSignUp(kit) },
    { method: 'GET', pattern: /^\/interaction\/([\w-]+)\/forgot$/, handler: showForgot(kit) },
    { method: 'POST', pattern: /^\/interaction\/([\w-]+)\/forgot$/, handler: submitForgot(kit) },
    { method: 'GET', pattern: /^\/reset\/([\w-]+)$/, handler: showReset(kit) },
    { method: 'POST', pattern: /^\/reset\/([\w-]+)$/, handler: submitReset(kit) },
    { method: 'GET', pattern: /^\/verify\/([\w-]+)$/, handler: verifyEmail(kit) },
  ];

  /** Finds the handler for a path relative to the issuer; undefined when the provider should answer. */
  return function route(method: string, path: string) {
    let pathKnown = false;
    for (const r of routes) {
      const match = r.pattern.exec(path);
      if (!match) continue;
      pathKnown = true;
      if (r.method === method || (r.method === 'GET' && method === 'HEAD')) {
        return (req: IncomingMessage, res: ServerResponse) => r.handler(req, res, match.slice(1));
      }
    }
    return pathKnown ? ('method-not-allowed' as const) : undefined;
  };
}
