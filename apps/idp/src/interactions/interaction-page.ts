import { sendHtml } from '../http.ts';
import type { PageContext } from '../pages.ts';
import type { InteractionHandler, InteractionKit } from './interaction-kit.ts';

/** A page of a pending interaction, in its language; the expired-interaction page otherwise. */
export function interactionPage(
  kit: InteractionKit,
  render: (ctx: PageContext, uid: string) => string,
): InteractionHandler {
  return async (req, res, [uid]) => {
    const details = await kit.interaction(req, res, uid);
    if (!details) return;
    const ctx = await kit.ctxFor(kit.localeOf(details, req));
    sendHtml(res, 200, render(ctx, details.uid), kit.pageHeaders);
  };
}
