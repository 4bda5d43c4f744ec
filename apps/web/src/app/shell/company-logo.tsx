import { getCompanyImages } from '@atrium/contract/addresses';
import { Avatar } from '@mantine/core';
import { authorizedFetch } from '../../api/client.ts';
import { useOperationQuery } from '../../api/use-operation.ts';
import { accessToken } from '../../auth/auth-runtime.ts';
import { useApiBlobUrl } from '../../ui/uploader/use-api-blob-url.ts';

/**
 * The current company's logo beside its name in the header. Loaded lazily with the sign-in
 * runtime, so the initial chunk stays small; nothing is asked without a token.
 */
export default function CompanyLogo() {
  const images = useOperationQuery(getCompanyImages, undefined, {
    enabled: accessToken.has(),
    staleTime: 60_000,
    retry: false,
  });
  const source = useApiBlobUrl(images.data?.thumbnail?.url ?? null, authorizedFetch);
  if (!source) return null;
  return <Avatar src={source} alt="" size={24} radius="sm" data-testid="company-logo" />;
}
