import { sql } from 'drizzle-orm';
import { getMemberPictureFile } from '@atrium/contract/human-resources';

/*
 * The picture a person is shown with (docs/product/human-resources.md#profile-pictures): the
 * re-encoded file is member_records.picture_file_id; every list that shows a person reads it with
 * `pictureFileSql`. Next to the name (person-name.ts) so the directory, the organisation and the
 * human resources lists show a person alike; human-resources/picture-queries.ts sets and removes it.
 */

/** The API path of a picture; it changes with the picture. */
export function pictureUrl(fileId: string | null | undefined): string | null {
  return fileId ? getMemberPictureFile.path.replace(':fileId', fileId) : null;
}

/**
 * The picture file id of the `company_members` row of the query it is selected in. Written out
 * because drizzle leaves columns of a one-table select unqualified.
 */
export const pictureFileSql = sql<string | null>`(select pictured.picture_file_id from member_records pictured
  where pictured.company_id = "company_members"."company_id" and pictured.member_id = "company_members"."id")`;
