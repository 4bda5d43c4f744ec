/** current-company-info/company-files: built in features/company-files. */
export { CompanyFilesScreen as CompanyInfoCompanyFilesScreen } from '../company-files/index.ts';
