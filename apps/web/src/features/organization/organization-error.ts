import type { TFunction } from 'i18next';
import { organizationNameSchema } from '@atrium/contract/organization';
import { isApiError } from '../../api/api-error.ts';

/** The message to show for a failed organisation change. */
export function organizationErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('organization.errors.generic');
  switch (error.code) {
    case 'CONFLICT':
      if (error.fieldMessage('body.name')) return t('organization.errors.nameTaken');
      if (error.fieldMessage('params.divisionId')) return t('organization.errors.divisionNotEmpty');
      if (error.fieldMessage('params.departmentId')) return t('organization.errors.departmentNotEmpty');
      if (error.fieldMessage('body.companyMemberId')) return t('organization.errors.memberDisabled');
      return t('organization.errors.generic');
    case 'NOT_FOUND':
      return t('organization.errors.notFound');
    case 'FORBIDDEN':
      return t('organization.errors.forbidden');
    case 'VALIDATION_FAILED':
      return t('organization.errors.invalidName', { max: organizationNameSchema.maxLength });
    case 'NETWORK_ERROR':
      return t('organization.errors.network');
    default:
      return t('organization.errors.generic');
  }
}
