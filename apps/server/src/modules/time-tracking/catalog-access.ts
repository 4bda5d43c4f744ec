import { isAdmin } from '@atrium/contract/access';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';

/** Only ADMIN/OWNER see archived entries; anyone else asking for them is refused. */
export function assertMayIncludeArchived(context: MemberContext, includeArchived: boolean | undefined) {
  if (includeArchived && !isAdmin(context.roles)) {
    throw forbidden('Only an owner or an administrator sees archived entries.');
  }
}
