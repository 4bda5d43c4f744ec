import { z } from 'zod';
import { Modules } from '../access/index.ts';
import type { OperationDefinition } from '../operations/define-operation.ts';

/*
 * Screens that several people look at and another person's write changes (an approval inbox, the
 * planner, a member's documents, the pending invitations) refresh themselves from the notification
 * stream (docs/product/notifications.md#screens-that-stay-current). A committed write through an
 * operation announces its area to every open stream of the company; each open screen whose query
 * belongs to that area asks again, through its own access rules. An area is a module, or for
 * company-wide operations outside the modules, the operation's tag.
 *
 * Areas are listed, not derived for every operation: time tracking and a person's own settings
 * change constantly and are seen by their owner only, so announcing them to the whole company would
 * make every open screen ask again for nothing.
 */
const LIVE_MODULES: ReadonlySet<string> = new Set([
  Modules.ABSENCE,
  Modules.HUMAN_RESOURCES,
  Modules.TEMPLATE_GENERATION,
]);
const LIVE_TAGS: ReadonlySet<string> = new Set([
  'CompanyInvites',
  'CompanyMembers',
  'CompanyFiles',
  'Organization',
  'ApiTokens',
  'Webhooks',
]);

/** The area whose open screens a write through `operation` can make stale, or null for none. */
export function liveAreaOf(operation: Pick<OperationDefinition, 'access' | 'tag'>): string | null {
  const modules = operation.access.kind === 'member' ? (operation.access.modules ?? []) : [];
  const module = modules.find((name) => LIVE_MODULES.has(name));
  if (module) return module;
  return LIVE_TAGS.has(operation.tag) ? operation.tag : null;
}

/**
 * Every area a write through `operation` announces: its own and those it declares it also
 * changes. A read announces nothing.
 */
export function liveAreasOf(
  operation: Pick<OperationDefinition, 'access' | 'tag' | 'method' | 'alsoChanges'>,
): string[] {
  if (operation.method === 'GET') return [];
  const own = liveAreaOf(operation);
  return [...new Set([...(own ? [own] : []), ...(operation.alsoChanges ?? [])])];
}

/** The `changed` event of the notification stream: the areas written since the last one. */
export const liveChangesSchema = z.object({ areas: z.array(z.string()) });
