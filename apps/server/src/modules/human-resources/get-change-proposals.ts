import { and, eq } from 'drizzle-orm';
import type { getChangeProposals } from '@atrium/contract/human-resources';
import { changeProposals } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { selectProposals } from './proposal-queries.ts';

/** The company's proposals in one state, of one member if asked. */
export const getChangeProposalsHandler: OperationHandler<typeof getChangeProposals> = async ({
  query,
  context,
}) =>
  context.withTenant((tx) =>
    selectProposals(
      tx,
      and(
        eq(changeProposals.companyId, context.companyId),
        eq(changeProposals.status, query.status),
        query.companyMemberId ? eq(changeProposals.memberId, query.companyMemberId) : undefined,
      ),
    ),
  );
