import { Modules, type Module } from '@atrium/contract/access';
import type { TemplateKind } from '@atrium/contract/templates';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';

/** The module a kind of template needs besides TEMPLATE_GENERATION (docs/product/templates.md#access). */
const KIND_MODULE: Record<TemplateKind, Module> = {
  member: Modules.HUMAN_RESOURCES,
  leave_request: Modules.ABSENCE,
};

/** 403 MODULE_NOT_SUBSCRIBED when the company lacks the kind's module. */
export function assertKindModule(context: Pick<RequestContext, 'modules'>, kind: TemplateKind): void {
  const module = KIND_MODULE[kind];
  if (!context.modules.includes(module)) {
    throw new AppError('MODULE_NOT_SUBSCRIBED', `These templates need the ${module} module.`, {
      modules: [module],
    });
  }
}
