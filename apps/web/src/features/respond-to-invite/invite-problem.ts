import type { InviteDetails } from '@atrium/contract/companies';
import { isApiError } from '../../api/api-error.ts';

export type InviteProblem =
  'notFound' | 'expired' | 'used' | 'revoked' | 'wrongEmail' | 'alreadyMember' | 'failed';

/** Why the invitation cannot be answered, from its details; null when it can be. */
export function problemOfDetails(details: InviteDetails): InviteProblem | null {
  if (details.status === 'REVOKED') return 'revoked';
  if (details.status !== 'PENDING') return 'used';
  if (details.expired) return 'expired';
  if (!details.emailMatches) return 'wrongEmail';
  return null;
}

/** What an error of the lookup or the answer means for the person (API codes and token field). */
export function problemOfError(error: unknown): InviteProblem {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED') return 'notFound';
  if (error.code === 'FORBIDDEN') return 'wrongEmail';
  if (error.code === 'CONFLICT') {
    const reason = error.fieldMessage('body.token') ?? '';
    if (reason.includes('expired')) return 'expired';
    if (reason.includes('revoked')) return 'revoked';
    if (reason.includes('used')) return 'used';
    return 'alreadyMember';
  }
  return 'failed';
}
