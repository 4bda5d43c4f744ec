import {
  createAbsenceFileRule,
  deleteAbsenceFileRule,
  deleteMemberDocument,
  downloadMemberDocument,
  getAbsenceFileRules,
  getMemberDocuments,
  updateAbsenceFileRule,
} from '@atrium/contract/member-documents';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { createAbsenceFileRuleHandler } from './create-absence-file-rule.ts';
import { deleteAbsenceFileRuleHandler } from './delete-absence-file-rule.ts';
import { deleteMemberDocumentHandler } from './delete-member-document.ts';
import { downloadMemberDocumentHandler } from './download-member-document.ts';
import { getAbsenceFileRulesHandler } from './get-absence-file-rules.ts';
import { getMemberDocumentsHandler } from './get-member-documents.ts';
import { updateAbsenceFileRuleHandler } from './update-absence-file-rule.ts';

/** A member's documents and the absence file generation rules that file them (decision 075). */
export const memberDocumentsOperations = defineModuleOperations({
  [getMemberDocuments.operationId]: { operation: getMemberDocuments, handler: getMemberDocumentsHandler },
  [downloadMemberDocument.operationId]: {
    operation: downloadMemberDocument,
    file: downloadMemberDocumentHandler,
  },
  [deleteMemberDocument.operationId]: {
    operation: deleteMemberDocument,
    handler: deleteMemberDocumentHandler,
  },
  [getAbsenceFileRules.operationId]: { operation: getAbsenceFileRules, handler: getAbsenceFileRulesHandler },
  [createAbsenceFileRule.operationId]: {
    operation: createAbsenceFileRule,
    handler: createAbsenceFileRuleHandler,
  },
  [updateAbsenceFileRule.operationId]: {
    operation: updateAbsenceFileRule,
    handler: updateAbsenceFileRuleHandler,
  },
  [deleteAbsenceFileRule.operationId]: {
    operation: deleteAbsenceFileRule,
    handler: deleteAbsenceFileRuleHandler,
  },
});
