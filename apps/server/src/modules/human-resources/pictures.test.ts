import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getMemberList,
  getMemberPictureFile,
  getMemberProfile,
  getMyPicture,
  PICTURE_MAX_PIXELS,
  removeMemberPicture,
  removeMyPicture,
  uploadMemberPicture,
  uploadMyPicture,
  type MemberListPage,
  type MemberPicture,
  type MemberProfile,
} from '@atrium/contract/human-resources';
import { getCompanyPeople, type PeoplePage } from '@atrium/contract/people';
import type { StoredFile } from '@atrium/contract/uploads';
import { PDF_SMALL } from '../../platform/uploads/test-files.ts';
import { uploadFile } from '../../platform/uploads/upload-test-client.ts';
import { useApiTest } from '../../test/api-test.ts';
import { errorOf, type TestCompany, type TestPerson } from '../../test/tenant-fixtures.ts';

/** A JPEG larger than a picture may be, carrying an author and a GPS position in its EXIF. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Hidden Author' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 59/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '21/1 26/1 0/1',
      },
    })
    .toBuffer();
}

describe('hr: profile pictures', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
  });

  const upload = (
    operation: typeof uploadMyPicture | typeof uploadMemberPicture,
    as: TestPerson,
    data: Buffer,
    extra: Record<string, string> = {},
    contentType = 'image/jpeg',
  ) =>
    uploadFile(
      api.app,
      { url: operation.path, field: 'profilePhoto', as, contentType, fileName: 'me.jpg', extra },
      data,
    );

  it('a member’s photo comes back re-encoded: no EXIF, no GPS, bounded in size', async () => {
    const photo = await photoWithGps();
    const input = await sharp(photo).metadata();
    expect(input.exif?.toString('latin1')).toContain('Hidden Author');
    expect(
      input.exif?.includes(Buffer.from([0x88, 0x25])) || input.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);

    const response = await upload(uploadMyPicture, company.member, photo);
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json() as StoredFile;
    expect(stored).toMatchObject({ contentType: 'image/webp', name: 'me.webp' });

    const read = await api.inject(getMemberPictureFile, { as: company.admin, params: { fileId: stored.id } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    const output = await sharp(read.rawPayload).metadata();
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(read.rawPayload.includes(Buffer.from('Hidden Author'))).toBe(false);
    expect(Math.max(output.width!, output.height!)).toBeLessThanOrEqual(PICTURE_MAX_PIXELS);

    const mine = (await api.inject(getMyPicture, { as: company.member })).json() as MemberPicture;
    expect(mine.pictureUrl).toBe(stored.url);
  });

  it('the picture shows wherever the person appears, to members of the company only', async () => {
    const mine = (await api.inject(getMyPicture, { as: company.member })).json() as MemberPicture;
    const people = (await api.inject(getCompanyPeople, { as: company.owner })).json() as PeoplePage;
    expect(people.items.find((p) => p.companyMemberId === company.member.companyMemberId)?.pictureUrl).toBe(
      mine.pictureUrl,
    );
    const list = (await api.inject(getMemberList, { as: company.admin })).json() as MemberListPage;
    expect(list.items.find((p) => p.companyMemberId === company.member.companyMemberId)?.pictureUrl).toBe(
      mine.pictureUrl,
    );
    const profile = (
      await api.inject(getMemberProfile, {
        as: company.admin,
        params: { companyMemberId: company.member.companyMemberId! },
      })
    ).json() as MemberProfile;
    expect(profile.pictureUrl).toBe(mine.pictureUrl);
    const fileId = mine.pictureUrl!.split('/').at(-1)!;
    expect(
      (await api.inject(getMemberPictureFile, { as: other.member, params: { fileId } })).statusCode,
    ).toBe(404);
  });

  it('an admin replaces and removes a member’s picture; the old one is gone at once', async () => {
    const before = (await api.inject(getMyPicture, { as: company.member })).json() as MemberPicture;
    const replaced = await upload(uploadMemberPicture, company.admin, await photoWithGps(), {
      companyMemberId: company.member.companyMemberId!,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const oldId = before.pictureUrl!.split('/').at(-1)!;
    expect(
      (await api.inject(getMemberPictureFile, { as: company.admin, params: { fileId: oldId } })).statusCode,
    ).toBe(404);

    const removed = await api.inject(removeMemberPicture, {
      as: company.admin,
      body: { companyMemberId: company.member.companyMemberId! },
    });
    expect(removed.json()).toEqual({ companyMemberId: company.member.companyMemberId, pictureUrl: null });
    const newId = (replaced.json() as StoredFile).id;
    expect(
      (await api.inject(getMemberPictureFile, { as: company.admin, params: { fileId: newId } })).statusCode,
    ).toBe(404);
    // Idempotent, and a member removes their own too.
    expect((await api.inject(removeMyPicture, { as: company.member })).statusCode).toBe(200);
  });

  it('refuses a member without the right, another company’s member and what is not a picture', async () => {
    const photo = await photoWithGps();
    const byMember = await upload(uploadMemberPicture, company.member, photo, {
      companyMemberId: company.admin.companyMemberId!,
    });
    expect(byMember.statusCode).toBe(403);
    const removeByMember = await api.inject(removeMemberPicture, {
      as: company.member,
      body: { companyMemberId: company.admin.companyMemberId! },
    });
    expect(removeByMember.statusCode).toBe(403);
    const foreign = await upload(uploadMemberPicture, other.admin, photo, {
      companyMemberId: company.member.companyMemberId!,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignRemove = await api.inject(removeMemberPicture, {
      as: other.admin,
      body: { companyMemberId: company.member.companyMemberId! },
    });
    expect(foreignRemove.statusCode).toBe(404);
    const pdf = await upload(uploadMyPicture, company.member, PDF_SMALL, {}, 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(errorOf(pdf).fields?.[0]?.path).toBe('body.contentType');
    // A JPEG header over garbage passes the signature check but cannot be drawn.
    const broken = Buffer.concat([photo.subarray(0, 200), Buffer.alloc(2000, 1)]);
    const unreadable = await upload(uploadMyPicture, company.member, broken);
    expect(unreadable.statusCode).toBe(415);
    expect(
      ((await api.inject(getMyPicture, { as: company.member })).json() as MemberPicture).pictureUrl,
    ).toBeNull();
  });
});
