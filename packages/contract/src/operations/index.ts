import * as accountOperations from '../account/account-operations.ts';
import * as apiTokenOperations from '../api-tokens/api-token-operations.ts';
import * as webhookOperations from '../webhooks/webhook-operations.ts';
import * as chatConnectorOperations from '../chat-connectors/chat-connector-operations.ts';
import * as companiesOperations from '../companies/companies-operations.ts';
import * as companyInvitesOperations from '../companies/company-invites-operations.ts';
import * as companyProfileOperations from '../company-profile/company-profile-operations.ts';
import * as companyMembersOperations from '../companies/company-members-operations.ts';
import * as companyFilesOperations from '../company-files/company-files-operations.ts';
import * as companyImagesOperations from '../company-files/company-images-operations.ts';
import * as identityOperations from '../identity-operations/identity-operations.ts';
import { getSupportedLanguages } from '../languages/languages-operations.ts';
import { getMailOutbox } from '../mail/mail-operations.ts';
import * as organizationOperations from '../organization/organization-operations.ts';
import * as peopleOperations from '../people/people-operations.ts';
import * as pushOperations from '../push/push-operations.ts';
import * as testingOperations from '../testing/testing-operations.ts';
import * as supportOperations from '../support/support-operations.ts';
import * as timelineOperations from '../time-tracking/timeline-operations.ts';
import * as activityOperations from '../time-tracking/activity-operations.ts';
import * as timeTrackingCatalogOperations from '../time-tracking/catalog-operations.ts';
import * as statisticsOperations from '../time-tracking/statistics-operations.ts';
import * as notificationsOperations from '../notifications/notifications-operations.ts';
import * as jobsOperations from '../jobs/jobs-operations.ts';
import * as leaveTypeOperations from '../absence/leave-type-operations.ts';
import * as workScheduleOperations from '../absence/work-schedule-operations.ts';
import * as holidayOperations from '../absence/holiday-operations.ts';
import * as leaveRequestOperations from '../absence/leave-request-operations.ts';
import * as leaveBalanceOperations from '../absence/balance-operations.ts';
import * as approvalPolicyOperations from '../absence/approval-operations.ts';
import * as coverageOperations from '../absence/coverage-operations.ts';
import * as teamCalendarOperations from '../absence/team-calendar-operations.ts';
import * as absenceFeedOperations from '../absence/feed-operations.ts';
import * as absenceReportOperations from '../absence/report-operations.ts';
import * as payrollOperations from '../absence/payroll-operations.ts';
import * as overtimeOperations from '../absence/overtime-operations.ts';
import * as memberListOperations from '../human-resources/member-list-operations.ts';
import * as memberProfileOperations from '../human-resources/profile-operations.ts';
import * as detailSectionOperations from '../human-resources/detail-section-operations.ts';
import * as memberPictureOperations from '../human-resources/picture-operations.ts';
import * as accessRuleOperations from '../human-resources/access-rule-operations.ts';
import { getExpiringDocuments } from '../human-resources/document-expiry.ts';
import * as memberImportOperations from '../member-import/member-import-operations.ts';
import * as translationOperations from '../translations/translation-operations.ts';
import * as templatesOperations from '../templates/templates-operations.ts';
import {
  createAbsenceFileRule,
  deleteAbsenceFileRule,
  deleteMemberDocument,
  downloadMemberDocument,
  getAbsenceFileRules,
  getMemberDocuments,
  updateAbsenceFileRule,
} from '../member-documents/member-documents.ts';
import * as templateBulkOperations from '../templates/bulk-operations.ts';
import type { OperationDefinition } from './define-operation.ts';

export * from './define-operation.ts';
export * from './operation-url.ts';

/**
 * Every API operation, server and web alike. A module adds its operations here; the server test
 * checks that each one is registered and appears in the OpenAPI document.
 */
export const operations: readonly OperationDefinition[] = [
  getSupportedLanguages,
  getMailOutbox,
  ...Object.values(companiesOperations),
  ...Object.values(companyMembersOperations),
  ...Object.values(companyInvitesOperations),
  ...Object.values(accountOperations),
  ...Object.values(identityOperations),
  ...Object.values(companyProfileOperations),
  ...Object.values(companyImagesOperations),
  ...Object.values(companyFilesOperations),
  ...Object.values(supportOperations),
  ...Object.values(timelineOperations),
  ...Object.values(activityOperations),
  ...Object.values(timeTrackingCatalogOperations),
  ...Object.values(statisticsOperations),
  ...Object.values(peopleOperations),
  ...Object.values(organizationOperations),
  ...Object.values(pushOperations),
  ...Object.values(testingOperations),
  ...Object.values(notificationsOperations),
  ...Object.values(jobsOperations),
  ...Object.values(leaveTypeOperations),
  ...Object.values(workScheduleOperations),
  ...Object.values(holidayOperations),
  ...Object.values(leaveRequestOperations),
  ...Object.values(leaveBalanceOperations),
  ...Object.values(approvalPolicyOperations),
  ...Object.values(translationOperations),
  ...Object.values(coverageOperations),
  ...Object.values(teamCalendarOperations),
  ...Object.values(absenceFeedOperations),
  ...Object.values(absenceReportOperations),
  ...Object.values(payrollOperations),
  ...Object.values(overtimeOperations),
  ...Object.values(memberListOperations),
  ...Object.values(memberProfileOperations),
  ...Object.values(detailSectionOperations),
  ...Object.values(memberPictureOperations),
  ...Object.values(accessRuleOperations),
  getExpiringDocuments,
  ...Object.values(memberImportOperations),
  ...Object.values(templatesOperations),
  getMemberDocuments,
  downloadMemberDocument,
  deleteMemberDocument,
  getAbsenceFileRules,
  createAbsenceFileRule,
  updateAbsenceFileRule,
  deleteAbsenceFileRule,
  ...Object.values(templateBulkOperations),
  ...Object.values(apiTokenOperations),
  ...Object.values(webhookOperations),
  ...Object.values(chatConnectorOperations),
];
