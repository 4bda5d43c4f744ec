import { MANAGER_ROLES, Modules } from '@atrium/contract/access';
import type { RouteObject } from 'react-router';
import { lazyScreen, redirectRoute, screenRoute } from '../route-handle.ts';

const templates = () => import('../../features/templates/screens.ts');

/**
 * The template builder: docs/product/routes-and-redirects.md#screens secondary outlet named template-builder, expressed as a nested
 * `template-builder` segment under each template kind (docs/decisions/006-template-builder-outlet.md).
 * The kind's screen renders it in a side panel next to its own content.
 */
function templateBuilderRoute(kind: 'user' | 'absence'): RouteObject {
  return {
    path: 'template-builder',
    lazy: lazyScreen(templates, 'TemplateBuilderPanel'),
    handle: { panel: 'template-builder' },
    children: [
      redirectRoute(null, `/templates/${kind}/template-builder/list`),
      screenRoute('list', 'template-builder-list', lazyScreen(templates, 'TemplateBuilderListScreen')),
      screenRoute(
        'template-update',
        'template-builder-update',
        lazyScreen(templates, 'TemplateBuilderUpdateScreen'),
      ),
    ],
  };
}

/** templates: managers, TEMPLATE_GENERATION; user templates need HR, leave request ones ABSENCE. */
export const templatesRoute: RouteObject = screenRoute(
  'templates',
  'templates',
  lazyScreen(templates, 'TemplatesScreen'),
  {
    roles: MANAGER_ROLES,
    modules: [Modules.TEMPLATE_GENERATION],
    children: [
      redirectRoute(null, '/templates/user'),
      screenRoute('user', 'templates-user', lazyScreen(templates, 'TemplatesUserScreen'), {
        modules: [Modules.HUMAN_RESOURCES],
        children: [templateBuilderRoute('user')],
      }),
      screenRoute('absence', 'templates-absence', lazyScreen(templates, 'TemplatesAbsenceScreen'), {
        modules: [Modules.ABSENCE],
        children: [templateBuilderRoute('absence')],
      }),
    ],
  },
);
