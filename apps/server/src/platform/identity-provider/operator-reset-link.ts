import { issuePasswordResetLinkForEmail, type IdpDatabase } from '@atrium/idp';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { identityIssuer } from './embedded-provider.ts';

/** What the command prints: the link on stdout, a refusal on stderr, and how it exits. */
export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * The operator's way to a password reset for someone the server cannot mail (no SMTP_URL): the
 * embedded provider issues the same one-time link its forgot-password mail carries, under the
 * configured PUBLIC_URL, and the operator passes it on. Redeeming it runs in the server, which
 * ends every session of the account there (docs/decisions/018). The audit log records that an
 * operator issued one, never the link. See docs/operations.md, "Password reset without mail".
 */
export async function operatorResetLink(input: {
  config: Config;
  database: Database;
  email: string;
  /** Who ran the command (the machine's user and host), for the audit entry. */
  operator: { user: string; host: string };
}): Promise<CommandResult> {
  const { config, database } = input;
  if (config.oidc) {
    return refused(
      `People sign in at ${config.oidc.issuer} (OIDC_ISSUER), not at Atrium's own provider: reset their password there.`,
    );
  }
  const person = async (accountId: string) => {
    // The provider's account id is the person's subject; its subjects are random UUIDs it made,
    // so the subject alone names the person, as in revoke-sessions.ts.
    const [row] = await database.owner
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(eq(users.subject, accountId))
      .limit(1);
    return row;
  };
  const issued = await issuePasswordResetLinkForEmail(database.owner as unknown as IdpDatabase, {
    issuer: identityIssuer(config),
    email: input.email,
    accountLocale: async (accountId) => (await person(accountId))?.language,
  });
  if (!issued) {
    return refused(`No account has the e-mail address ${input.email.trim()}. Nothing was created.`);
  }
  const expiresAt = issued.expiresAt.toISOString();
  await recordAudit(database, {
    companyId: null,
    actorUserId: null,
    action: 'auth.reset_link_issued',
    // The person's id when they have signed in to the application, else the provider's account id.
    target: (await person(issued.accountId))?.id ?? issued.accountId,
    details: {
      by: 'operator command',
      account: issued.accountId,
      expiresAt,
      osUser: input.operator.user,
      host: input.operator.host,
    },
  });
  const minutes = Math.round((issued.expiresAt.getTime() - Date.now()) / 60_000);
  return {
    exitCode: 0,
    stdout: [
      `Password reset link for ${issued.email}:`,
      '',
      issued.link,
      '',
      `It works once, until ${expiresAt} (${minutes} minutes from now). Whoever opens it can set the`,
      'password of this account: give it to that person only. Using it signs the account out',
      'everywhere. The audit log records that an operator issued it (not the link).',
      '',
    ].join('\n'),
    stderr: '',
  };
}

function refused(message: string): CommandResult {
  return { exitCode: 1, stdout: '', stderr: `${message}\n` };
}
