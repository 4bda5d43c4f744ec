import { Modules } from '../access/index.ts';
import type { OperationDefinition } from '../operations/define-operation.ts';

/**
 * What a personal API token may be used for (docs/product/integrations.md#api-tokens). A scope is
 * an area and a direction: reading is GET, writing every other method. A token never reaches an
 * operation outside these areas (accounts, companies, tokens and webhooks themselves), whatever
 * its holder's roles.
 */
export const API_TOKEN_SCOPES = [
  'time:read',
  'time:write',
  'absence:read',
  'absence:write',
  'people:read',
  'people:write',
  'documents:read',
  'documents:write',
] as const;

export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

const MODULE_AREAS: Readonly<Record<string, string>> = {
  [Modules.TIME_TRACKING]: 'time',
  [Modules.ABSENCE]: 'absence',
  [Modules.HUMAN_RESOURCES]: 'people',
  [Modules.TEMPLATE_GENERATION]: 'documents',
};

/** Company-wide operations outside the modules that a token may still reach, by tag. */
const TAG_AREAS: Readonly<Record<string, string>> = {
  People: 'people',
  Organization: 'people',
};

/**
 * Every scope a token must hold to call `operation`, or null when no token may call it. An
 * operation of two modules needs both areas: a token may only do what each scope allows.
 */
export function apiTokenScopesFor(
  operation: Pick<OperationDefinition, 'access' | 'tag' | 'method'>,
): ApiTokenScope[] | null {
  if (operation.access.kind !== 'member') return null;
  const modules = operation.access.modules ?? [];
  const areas =
    modules.length > 0 ? modules.map((module) => MODULE_AREAS[module]) : [TAG_AREAS[operation.tag]];
  if (areas.some((area) => area === undefined)) return null;
  const direction = operation.method === 'GET' ? 'read' : 'write';
  return [...new Set(areas)].map((area) => `${area}:${direction}` as ApiTokenScope);
}
