import { hasAllModules, hasAnyRole, MODULE_TITLES } from '@atrium/contract/access';
import type { Module } from '@atrium/contract/access';
import { apiTokenScopesFor } from '@atrium/contract/api-tokens';
import type { OperationDefinition } from '@atrium/contract/operations';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../errors/app-error.ts';
import type { AccessTokens } from './access-token.ts';
import { InvalidAccessTokenError } from './access-token.ts';
import { isApiToken, verifyApiToken } from './api-token-credential.ts';
import { bearerToken } from './bearer-token.ts';
import { loadPrincipal, type Principal } from './load-principal.ts';
import type { RequestContext } from './request-context.ts';

export interface AccessGateDeps {
  database: Database;
  accessTokens: AccessTokens;
}

interface Logger {
  info(details: object, message: string): void;
  error?(details: object, message: string): void;
}

interface GateRequest {
  id: string;
  method?: string;
  headers: { authorization?: string | string[] | undefined };
  log: Logger;
  /** Fastify's route options; registerOperation puts the operationId in its config. */
  routeOptions?: { url?: string | undefined; config?: unknown };
}

/** What the gate reads of an operation: who may call it, and for API tokens its area and direction. */
type GatedOperation = Pick<OperationDefinition, 'access' | 'tag' | 'method'>;

/** Who the gate had identified when it refused; null before the token was verified. */
interface Seen {
  userId: string | null;
  companyId: string | null;
}

/**
 * Decides like `decide` below and writes every refusal (401/403) to the audit log: operation and
 * error code, the person when the token was good. Never the token itself.
 */
export async function authorize(
  operation: GatedOperation,
  request: GateRequest,
  deps: AccessGateDeps,
): Promise<RequestContext> {
  const seen: Seen = { userId: null, companyId: null };
  try {
    return await decide(operation, request, deps, seen);
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 401 || error.statusCode === 403)) {
      await auditDenial(deps.database, request, seen, error);
    }
    throw error;
  }
}

async function auditDenial(database: Database, request: GateRequest, seen: Seen, error: AppError) {
  const config = request.routeOptions?.config as { operationId?: unknown } | undefined;
  const operationId = typeof config?.operationId === 'string' ? config.operationId : null;
  try {
    await recordAudit(database, {
      companyId: seen.companyId,
      actorUserId: seen.userId,
      action: 'access.denied',
      target: operationId ?? request.routeOptions?.url ?? null,
      details: {
        status: error.statusCode,
        code: error.code,
        ...(request.method ? { method: request.method } : {}),
        ...(error.modules ? { modules: [...error.modules] } : {}),
      },
      requestId: request.id,
    });
  } catch (auditError) {
    // The refusal stands either way; a broken audit write must not turn it into a 500.
    request.log.error?.({ err: auditError }, 'audit of an access denial failed');
  }
}

/**
 * Decides whether the caller may run an operation and, if so, who they are. Everything is
 * re-read from the database, so a role change, a disabled member or a cancelled module counts
 * on the very next request, whatever the (up to five minutes old) token says.
 */
async function decide(
  operation: GatedOperation,
  request: GateRequest,
  deps: AccessGateDeps,
  seen: Seen,
): Promise<RequestContext> {
  const { database } = deps;
  const { access } = operation;
  if (access.kind === 'public') {
    return {
      requestId: request.id,
      userId: null,
      companyId: null,
      companyMemberId: null,
      roles: [],
      modules: [],
      withTenant: (work) => database.withTenant({ companyId: null, userId: null }, work),
    };
  }

  const token = bearerToken(request.headers.authorization);
  if (token === null) {
    throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  }
  if (isApiToken(token)) return decideForApiToken(operation, token, request, deps, seen);
  let verified;
  try {
    verified = await deps.accessTokens.verifyAccessToken(token);
  } catch (error) {
    if (!(error instanceof InvalidAccessTokenError)) throw error;
    request.log.info({ reason: error.reason }, 'access token refused');
    throw new AppError('UNAUTHENTICATED', 'Your session has expired or is not valid. Sign in again.');
  }

  const principal = await loadPrincipal(database, verified);
  // Only a person who exists can be named (the audit row references users).
  if (principal !== null) seen.userId = principal.userId;
  if (principal === null || principal.disabled) {
    throw new AppError('UNAUTHENTICATED', 'This account cannot sign in.');
  }
  const membership = principal.membership;
  seen.companyId = membership?.companyId ?? null;
  const context: RequestContext = {
    requestId: request.id,
    userId: principal.userId,
    companyId: membership?.companyId ?? null,
    companyMemberId: membership?.companyMemberId ?? null,
    roles: [...principal.globalRoles, ...(membership?.roles ?? [])],
    modules: membership?.modules ?? [],
    withTenant: (work) =>
      database.withTenant({ companyId: membership?.companyId ?? null, userId: principal.userId }, work),
  };

  switch (access.kind) {
    case 'signed-in':
      return context;
    case 'global':
      if (!hasAnyRole(principal.globalRoles, access.roles)) {
        throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
      }
      return context;
    case 'member': {
      if (membership === null) {
        throw new AppError(
          'FORBIDDEN',
          verified.companyMemberId
            ? 'You are no longer an active member of this company.'
            : 'Choose a company first.',
        );
      }
      checkMemberAccess(access, membership);
      return context;
    }
  }
}

type MemberAccess = Extract<OperationDefinition['access'], { kind: 'member' }>;

function checkMemberAccess(access: MemberAccess, membership: NonNullable<Principal['membership']>): void {
  if (access.roles && access.roles.length > 0 && !hasAnyRole(membership.roles, access.roles)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  }
  const required = access.modules ?? [];
  if (!hasAllModules(membership.modules, required)) {
    const missing = required.filter((module) => !hasAllModules(membership.modules, [module]));
    throw new AppError('MODULE_NOT_SUBSCRIBED', `Your company does not subscribe to: ${titles(missing)}.`, {
      modules: missing,
    });
  }
}

/**
 * A personal API token acts as its holder in its one company, and only within its scopes
 * (docs/product/integrations.md#api-tokens, decision 088). The holder's rights are re-read like a
 * session's; global roles never come with a token, so it cannot reach more than the company.
 */
async function decideForApiToken(
  operation: GatedOperation,
  token: string,
  request: GateRequest,
  deps: AccessGateDeps,
  seen: Seen,
): Promise<RequestContext> {
  const { database } = deps;
  const holder = await verifyApiToken(database, token);
  if ('refused' in holder) {
    request.log.info({ reason: holder.refused }, 'API token refused');
    throw new AppError('UNAUTHENTICATED', 'This API token is not valid, has expired or was revoked.');
  }
  const principal = await loadPrincipal(database, holder);
  if (principal === null || principal.disabled) {
    throw new AppError('UNAUTHENTICATED', 'This account cannot sign in.');
  }
  seen.userId = principal.userId;
  seen.companyId = holder.companyId;
  const membership = principal.membership;
  if (membership === null) {
    throw new AppError('FORBIDDEN', 'You are no longer an active member of this company.');
  }
  const needed = apiTokenScopesFor(operation);
  if (needed === null) {
    throw new AppError('FORBIDDEN', 'API tokens cannot be used for this operation.');
  }
  const missing = needed.filter((scope) => !holder.scopes.includes(scope));
  if (missing.length > 0) {
    throw new AppError('FORBIDDEN', `This API token's scopes do not include: ${missing.join(', ')}.`);
  }
  // apiTokenScopesFor answers only for member operations.
  checkMemberAccess(operation.access as MemberAccess, membership);
  return {
    requestId: request.id,
    userId: principal.userId,
    companyId: membership.companyId,
    companyMemberId: membership.companyMemberId,
    roles: membership.roles,
    modules: membership.modules,
    withTenant: (work) =>
      database.withTenant({ companyId: membership.companyId, userId: principal.userId }, work),
  };
}

function titles(modules: readonly Module[]): string {
  return modules.map((module) => MODULE_TITLES[module]).join(', ');
}
