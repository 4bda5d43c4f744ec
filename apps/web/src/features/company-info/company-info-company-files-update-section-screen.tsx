/** current-company-info/company-files/update-section: built in features/company-files. */
export { SectionEditorScreen as CompanyInfoCompanyFilesUpdateSectionScreen } from '../company-files/index.ts';
