// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../company-files/company-files-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const createCompanyFileSection: OperationAddress<typeof operations.createCompanyFileSection> = {
  operationId: 'companies_CreateCompanyFileSection',
  method: 'POST',
  path: '/api/Companies/company-files/sections',
  tag: 'CompanyFiles',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const deleteCompanyFile: OperationAddress<typeof operations.deleteCompanyFile> = {
  operationId: 'companies_DeleteCompanyFile',
  method: 'DELETE',
  path: '/api/Companies/company-files',
  tag: 'CompanyFiles',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const deleteCompanyFileSection: OperationAddress<typeof operations.deleteCompanyFileSection> = {
  operationId: 'companies_DeleteCompanyFileSection',
  method: 'DELETE',
  path: '/api/Companies/company-files/sections',
  tag: 'CompanyFiles',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const downloadCompanyFile: OperationAddress<typeof operations.downloadCompanyFile> = {
  operationId: 'companies_DownloadCompanyFile',
  method: 'GET',
  path: '/api/Companies/company-files/download',
  tag: 'CompanyFiles',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const getCompanyFiles: OperationAddress<typeof operations.getCompanyFiles> = {
  operationId: 'companies_GetCompanyFiles',
  method: 'GET',
  path: '/api/Companies/company-files',
  tag: 'CompanyFiles',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const reorderCompanyFileSections: OperationAddress<typeof operations.reorderCompanyFileSections> = {
  operationId: 'companies_ReorderCompanyFileSections',
  method: 'PUT',
  path: '/api/Companies/company-files/sections/order',
  tag: 'CompanyFiles',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const updateCompanyFileSection: OperationAddress<typeof operations.updateCompanyFileSection> = {
  operationId: 'companies_UpdateCompanyFileSection',
  method: 'PUT',
  path: '/api/Companies/company-files/update-section',
  tag: 'CompanyFiles',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const uploadCompanyFile: OperationAddress<typeof operations.uploadCompanyFile> = {
  operationId: 'companies_UploadCompanyFile',
  method: 'POST',
  path: '/api/Companies/company-files/detail-section/upload-file',
  tag: 'CompanyFiles',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
