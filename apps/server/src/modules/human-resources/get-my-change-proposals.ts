import { and, eq } from 'drizzle-orm';
import type { getMyChangeProposals } from '@atrium/contract/human-resources';
import { changeProposals } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { selectProposals } from './proposal-queries.ts';

/** The caller's own proposals, newest first, whatever became of them. */
export const getMyChangeProposalsHandler: OperationHandler<typeof getMyChangeProposals> = async ({
  context,
}) =>
  context.withTenant((tx) =>
    selectProposals(
      tx,
      and(
        eq(changeProposals.companyId, context.companyId),
        eq(changeProposals.memberId, context.companyMemberId),
      ),
      'newest',
    ),
  );
