import {
  addEmploymentRecord,
  decideChangeProposal,
  exportMemberList,
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
import { addEmploymentRecordHandler } from './add-employment-record.ts';
import { decideChangeProposalHandler, getChangeProposalsHandler } from './decide-change-proposal.ts';
import { exportMemberListHandler } from './export-member-list.ts';
import { getMemberListHandler } from './get-member-list.ts';
import { getMemberProfileHandler, getMyProfileHandler } from './get-member-profile.ts';
import { getRecordAuditHandler } from './get-record-audit.ts';
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
});
