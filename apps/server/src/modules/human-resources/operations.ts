import {
  addDetailEntry,
  getAccessRules,
  replaceAccessRules,
  resetAccessRules,
  addEmploymentRecord,
  addMyDetailEntry,
  createDetailSection,
  deleteDetailEntry,
  deleteDetailSection,
  getDetailFile,
  getDetailSections,
  getMemberPictureFile,
  getMyPicture,
  removeMemberPicture,
  removeMyPicture,
  uploadMemberPicture,
  uploadMyPicture,
  getMyDetailSections,
  reorderDetailSections,
  updateDetailEntry,
  updateDetailSection,
  uploadMemberDetailFile,
  uploadMyDetailFile,
  decideChangeProposal,
  exportMemberList,
  getExpiringDocuments,
  getChangeProposals,
  getMemberList,
  getMemberProfile,
  getMyChangeProposals,
  getMyProfile,
  getRecordAudit,
  proposeChange,
  updateMemberRecord,
} from '@atrium/contract/human-resources';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { getAccessRulesHandler, replaceAccessRulesHandler, resetAccessRulesHandler } from './access-rules.ts';
import { addDetailEntryHandler } from './add-detail-entry.ts';
import { addEmploymentRecordHandler } from './add-employment-record.ts';
import { addMyDetailEntryHandler, getMyDetailSectionsHandler } from './add-my-detail-entry.ts';
import { createDetailSectionHandler } from './create-detail-section.ts';
import { deleteDetailEntryHandler } from './delete-detail-entry.ts';
import { deleteDetailSectionHandler } from './delete-detail-section.ts';
import { getDetailFileHandler } from './get-detail-file.ts';
import { getExpiringDocumentsHandler } from './get-expiring-documents.ts';
import { reorderDetailSectionsHandler } from './reorder-detail-sections.ts';
import { readSectionDefinitions } from './section-definition-queries.ts';
import { updateDetailEntryHandler } from './update-detail-entry.ts';
import { updateDetailSectionHandler } from './update-detail-section.ts';
import { uploadMemberDetailFileHooks, uploadMyDetailFileHooks } from './upload-detail-file.ts';
import { decideChangeProposalHandler, getChangeProposalsHandler } from './decide-change-proposal.ts';
import { exportMemberListHandler } from './export-member-list.ts';
import { getMemberListHandler } from './get-member-list.ts';
import { getMemberProfileHandler, getMyProfileHandler } from './get-member-profile.ts';
import { getRecordAuditHandler } from './get-record-audit.ts';
import {
  getMemberPictureFileHandler,
  getMyPictureHandler,
  removeMemberPictureHandler,
  removeMyPictureHandler,
  uploadMemberPictureHooks,
  uploadMyPictureHooks,
} from './member-pictures.ts';
import { getMyChangeProposalsHandler, proposeChangeHandler } from './propose-change.ts';
import { updateMemberRecordHandler } from './update-member-record.ts';

/** Human resources: the member list, profiles, employment history, proposals and the record audit. */
export const humanResourcesOperations = defineModuleOperations({
  [getMemberList.operationId]: { operation: getMemberList, handler: getMemberListHandler },
  [exportMemberList.operationId]: { operation: exportMemberList, handler: exportMemberListHandler },
  [getMemberProfile.operationId]: { operation: getMemberProfile, handler: getMemberProfileHandler },
  [getMyProfile.operationId]: { operation: getMyProfile, handler: getMyProfileHandler },
  [updateMemberRecord.operationId]: { operation: updateMemberRecord, handler: updateMemberRecordHandler },
  [addEmploymentRecord.operationId]: { operation: addEmploymentRecord, handler: addEmploymentRecordHandler },
  [proposeChange.operationId]: { operation: proposeChange, handler: proposeChangeHandler },
  [getMyChangeProposals.operationId]: {
    operation: getMyChangeProposals,
    handler: getMyChangeProposalsHandler,
  },
  [getChangeProposals.operationId]: { operation: getChangeProposals, handler: getChangeProposalsHandler },
  [decideChangeProposal.operationId]: {
    operation: decideChangeProposal,
    handler: decideChangeProposalHandler,
  },
  [getRecordAudit.operationId]: { operation: getRecordAudit, handler: getRecordAuditHandler },
  // The company's own sections (docs/product/human-resources.md#sections-the-company-defines).
  [getDetailSections.operationId]: {
    operation: getDetailSections,
    handler: ({ context }) => context.withTenant((tx) => readSectionDefinitions(tx, context.companyId)),
  },
  [getMyDetailSections.operationId]: { operation: getMyDetailSections, handler: getMyDetailSectionsHandler },
  [createDetailSection.operationId]: { operation: createDetailSection, handler: createDetailSectionHandler },
  [updateDetailSection.operationId]: { operation: updateDetailSection, handler: updateDetailSectionHandler },
  [deleteDetailSection.operationId]: { operation: deleteDetailSection, handler: deleteDetailSectionHandler },
  [reorderDetailSections.operationId]: {
    operation: reorderDetailSections,
    handler: reorderDetailSectionsHandler,
  },
  [addDetailEntry.operationId]: { operation: addDetailEntry, handler: addDetailEntryHandler },
  [updateDetailEntry.operationId]: { operation: updateDetailEntry, handler: updateDetailEntryHandler },
  [deleteDetailEntry.operationId]: { operation: deleteDetailEntry, handler: deleteDetailEntryHandler },
  [addMyDetailEntry.operationId]: { operation: addMyDetailEntry, handler: addMyDetailEntryHandler },
  [uploadMyDetailFile.operationId]: { operation: uploadMyDetailFile, upload: uploadMyDetailFileHooks },
  [uploadMemberDetailFile.operationId]: {
    operation: uploadMemberDetailFile,
    upload: uploadMemberDetailFileHooks,
  },
  [getDetailFile.operationId]: { operation: getDetailFile, file: getDetailFileHandler },
  // Documents that expire (docs/product/human-resources.md#documents-that-expire).
  [getExpiringDocuments.operationId]: {
    operation: getExpiringDocuments,
    handler: getExpiringDocumentsHandler,
  },
  // Access rules (docs/product/human-resources.md#access-rules).
  [getAccessRules.operationId]: { operation: getAccessRules, handler: getAccessRulesHandler },
  [replaceAccessRules.operationId]: { operation: replaceAccessRules, handler: replaceAccessRulesHandler },
  [resetAccessRules.operationId]: { operation: resetAccessRules, handler: resetAccessRulesHandler },
  // Profile pictures (docs/product/human-resources.md#profile-pictures).
  [uploadMyPicture.operationId]: { operation: uploadMyPicture, upload: uploadMyPictureHooks },
  [uploadMemberPicture.operationId]: { operation: uploadMemberPicture, upload: uploadMemberPictureHooks },
  [removeMyPicture.operationId]: { operation: removeMyPicture, handler: removeMyPictureHandler },
  [removeMemberPicture.operationId]: { operation: removeMemberPicture, handler: removeMemberPictureHandler },
  [getMyPicture.operationId]: { operation: getMyPicture, handler: getMyPictureHandler },
  [getMemberPictureFile.operationId]: { operation: getMemberPictureFile, file: getMemberPictureFileHandler },
});
