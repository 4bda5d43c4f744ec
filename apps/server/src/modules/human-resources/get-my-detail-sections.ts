import type { getMyDetailSections } from '@atrium/contract/human-resources';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { RANK, recordAccess } from './record-access.ts';
import { sectionLevels } from './section-access.ts';
import { readSectionDefinitions } from './section-definition-queries.ts';

/** The sections a member may add an entry of their own to: propose or edit access. */
export const getMyDetailSectionsHandler: OperationHandler<typeof getMyDetailSections> = async ({ context }) =>
  context.withTenant(async (tx) => {
    const memberId = context.companyMemberId;
    const access = await recordAccess(tx, context, memberId);
    const own = { ...access, specialCategory: 'none' as const };
    const sections = await readSectionDefinitions(tx, context.companyId);
    const levels = await sectionLevels(
      tx,
      context,
      memberId,
      own,
      sections.map((section) => ({ id: section.sectionId, specialCategory: section.specialCategory })),
    );
    return sections.filter((section) => RANK[levels.get(section.sectionId) ?? 'none'] >= RANK.propose);
  });
