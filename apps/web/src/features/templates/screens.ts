/** The templates screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { TemplatesScreen } from './templates-screen.tsx';
export { TemplatesUserScreen } from './templates-user-screen.tsx';
export { TemplatesAbsenceScreen } from './templates-absence-screen.tsx';
export { TemplateBuilderListScreen } from './template-builder-list-screen.tsx';
export { TemplateBuilderUpdateScreen } from './template-builder-update-screen.tsx';
export { TemplateBuilderPanel } from './template-builder-panel.tsx';
