import { Modules } from '@atrium/contract/access';
import { getMyPicture } from '@atrium/contract/addresses';
import { authorizedFetch } from '../api/client.ts';
import { useOperationQuery } from '../api/use-operation.ts';
import { useApiBlobUrl } from '../ui/uploader/use-api-blob-url.ts';
import { useSession } from './session.ts';

/**
 * The signed-in member's own picture in the current company, as an object URL for an avatar
 * (docs/product/human-resources.md#profile-pictures); null for initials, or in a company without
 * HUMAN_RESOURCES. Here rather than in the HR feature because the shell's user menu shows it on
 * every screen, and the shell reaches features only through their entries.
 */
export function useMyPicture(): string | null {
  const session = useSession();
  const enabled = Boolean(
    session?.companyMemberId &&
    session.modules.some((module) => module.toUpperCase() === Modules.HUMAN_RESOURCES),
  );
  const mine = useOperationQuery(getMyPicture, undefined, { enabled, staleTime: 5 * 60 * 1000 });
  return useApiBlobUrl(enabled ? mine.data?.pictureUrl : null, authorizedFetch);
}
