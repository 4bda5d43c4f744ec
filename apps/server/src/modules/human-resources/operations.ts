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
import { addDetailEntryHandler } from './add-detail-entry.ts';
import { addEmploymentRecordHandler } from './add-employment-record.ts';
import { addMyDetailEntryHandler } from './add-my-detail-entry.ts';
import { createDetailSectionHandler } from './create-detail-section.ts';
import { decideChangeProposalHandler } from './decide-change-proposal.ts';
import { deleteDetailEntryHandler } from './delete-detail-entry.ts';
import { deleteDetailSectionHandler } from './delete-detail-section.ts';
import { exportMemberListHandler } from './export-member-list.ts';
import { getAccessRulesHandler } from './get-access-rules.ts';
import { getChangeProposalsHandler } from './get-change-proposals.ts';
import { getDetailFileHandler } from './get-detail-file.ts';
import { getDetailSectionsHandler } from './get-detail-sections.ts';
import { getExpiringDocumentsHandler } from './get-expiring-documents.ts';
import { getMemberListHandler } from './get-member-list.ts';
import { getMemberPictureFileHandler } from './get-member-picture-file.ts';
import { getMemberProfileHandler } from './get-member-profile.ts';
import { getMyChangeProposalsHandler } from './get-my-change-proposals.ts';
import { getMyDetailSectionsHandler } from './get-my-detail-sections.ts';
import { getMyPictureHandler } from './get-my-picture.ts';
import { getMyProfileHandler } from './get-my-profile.ts';
import { getRecordAuditHandler } from './get-record-audit.ts';
import { proposeChangeHandler } from './propose-change.ts';
import { removeMemberPictureHandler } from './remove-member-picture.ts';
import { removeMyPictureHandler } from './remove-my-picture.ts';
import { reorderDetailSectionsHandler } from './reorder-detail-sections.ts';
import { replaceAccessRulesHandler } from './replace-access-rules.ts';
import { resetAccessRulesHandler } from './reset-access-rules.ts';
import { updateDetailEntryHandler } from './update-detail-entry.ts';
import { updateDetailSectionHandler } from './update-detail-section.ts';
import { updateMemberRecordHandler } from './update-member-record.ts';
import { uploadMemberDetailFileHooks } from './upload-member-detail-file.ts';
import { uploadMemberPictureHooks } from './upload-member-picture.ts';
import { uploadMyDetailFileHooks } from './upload-my-detail-file.ts';
import { uploadMyPictureHooks } from './upload-my-picture.ts';

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
  [getDetailSections.operationId]: { operation: getDetailSections, handler: getDetailSectionsHandler },
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
