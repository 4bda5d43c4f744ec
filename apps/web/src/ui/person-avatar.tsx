import { Avatar, type MantineSize } from '@mantine/core';
import { useApiBlobUrl, type ApiFetch } from './uploader/use-api-blob-url.ts';

// Only colours whose light avatar (shade 9 on shade 1) keeps the initials at 4.5:1 or more
// (WCAG 1.4.3) with a margin; teal, orange and lime stay below it, red only just reaches it.
const COLORS = ['blue', 'grape', 'cyan', 'pink', 'indigo', 'violet'];

/** A stable colour per person, so the same person looks the same on every screen. */
function avatarColor(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length]!;
}

/**
 * The person's picture when there is one, else their initials. The picture path needs the Bearer
 * token, so it is fetched with the screen's `fetch` (authorizedFetch) and shown through an object
 * URL; ui/ is handed the API call rather than importing it (docs/decisions/046-web-layers.md).
 */
export function PersonAvatar({
  person,
  fetch,
  size = 'md',
}: {
  person: { companyMemberId: string; name: string; initials: string; pictureUrl?: string | null };
  fetch: ApiFetch;
  size?: MantineSize | number;
}) {
  const picture = useApiBlobUrl(person.pictureUrl, fetch);
  return (
    <Avatar
      src={picture}
      alt={person.name}
      color={avatarColor(person.companyMemberId)}
      radius="xl"
      size={size}
    >
      {person.initials}
    </Avatar>
  );
}
