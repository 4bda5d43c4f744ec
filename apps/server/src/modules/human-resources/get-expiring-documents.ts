import type { getExpiringDocuments } from '@atrium/contract/human-resources';
import { initialsOf } from '@atrium/contract/people';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { companyToday } from '../../platform/dates/company-today.ts';
import { visibleDocuments } from './document-expiry-access.ts';
import { documentsExpiringBy, windowEnd } from './document-expiry-queries.ts';
import { pictureUrl } from '../people/person-picture.ts';

/**
 * HR's overview of documents that expire within `withinDays` of today (the company's) or have
 * expired (docs/product/human-resources.md#documents-that-expire): only what the caller may view.
 */
export const getExpiringDocumentsHandler: OperationHandler<typeof getExpiringDocuments> = async ({
  query,
  context,
}) =>
  context.withTenant(async (tx) => {
    const today = await companyToday(tx, context.companyId);
    const found = await documentsExpiringBy(tx, context.companyId, today, windowEnd(today, query.withinDays));
    const documents = await visibleDocuments(tx, context, found);
    return {
      today,
      documents: documents.map((document) => ({
        entryId: document.entryId,
        companyMemberId: document.memberId,
        memberName: document.memberName,
        initials: initialsOf(document.memberName),
        pictureUrl: pictureUrl(document.pictureFileId),
        sectionId: document.sectionId,
        sectionName: document.sectionName,
        tab: document.tab,
        label: document.label,
        expiresOn: document.expiresOn,
        daysLeft: document.daysLeft,
      })),
    };
  });
