import type { Transaction } from '../../db/database.ts';
import { detailEntries } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { checkNewFiles, filesByField, syncEntryFiles } from './entry-files.ts';
import {
  auditEntry,
  checkedValues,
  checkRoomForEntry,
  requireEdit,
  sectionForMember,
} from './entry-queries.ts';

/**
 * Approving a member's proposed entry: the entry is added as if HR had written it, checked
 * against the section as it is now; its files were checked when proposed.
 */
export async function applySectionProposal(
  tx: Transaction,
  context: MemberContext,
  proposal: { id: string; memberId: string; sectionId: string; changes: Record<string, { to: unknown }> },
  effectiveDate: string,
): Promise<void> {
  const { section, level } = await sectionForMember(tx, context, proposal.memberId, proposal.sectionId);
  requireEdit(level);
  const asked = Object.fromEntries(
    Object.entries(proposal.changes).map(([fieldId, change]) => [fieldId, change.to]),
  ) as Parameters<typeof checkedValues>[1];
  const values = checkedValues(section, asked);
  await checkRoomForEntry(tx, context.companyId, proposal.memberId, section);
  const wanted = filesByField(section, values);
  await checkNewFiles(tx, context.companyId, section, wanted, new Map(), { kind: 'proposal' });
  const [created] = await tx
    .insert(detailEntries)
    .values({
      companyId: context.companyId,
      sectionId: section.sectionId,
      memberId: proposal.memberId,
      values,
    })
    .returning({ id: detailEntries.id });
  await syncEntryFiles(tx, context.companyId, created!.id, wanted, new Map());
  await auditEntry(
    tx,
    context,
    proposal.memberId,
    section.sectionId,
    { proposalId: proposal.id, status: 'approved', effectiveDate, entryId: created!.id },
    'proposal',
  );
}
