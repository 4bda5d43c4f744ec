import {
  getMemberPictureFile,
  getMyPicture,
  removeMyPicture,
  uploadMyPicture,
} from '@atrium/contract/human-resources';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { UserMenu } from '../../../app/shell/user-menu.tsx';
import { session } from '../../../auth/session.ts';
import { answer, serveApiInTests } from '../../../test/api-server.ts';
import { claims } from '../../../test/test-router.ts';
import { MyPictureCard } from './my-picture-card.tsx';

serveApiInTests();

const OLD = '/api/Users/pictures/00000000-0000-4000-8000-0000000000aa';
const NEW = '/api/Users/pictures/00000000-0000-4000-8000-0000000000bb';
const WAIT = { timeout: 5_000 };

let current: string | null = null;
let objectUrls = 0;

beforeEach(() => {
  session.set(claims({}));
  current = null;
  objectUrls = 0;
  answer(getMyPicture, () => ({
    companyMemberId: '00000000-0000-4000-8000-000000000001',
    pictureUrl: current,
  }));
  answer(
    getMemberPictureFile,
    ({ params }) =>
      new Response(new Blob([params.fileId ?? '']), {
        status: 200,
        headers: { 'content-type': 'image/webp' },
      }),
  );
  URL.createObjectURL = vi.fn(() => `blob:picture-${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => session.clear());

const show = () =>
  renderScreen(
    <>
      <UserMenu />
      <MyPictureCard />
    </>,
  );
const dropzoneInput = async () =>
  (await screen.findByTestId('picture-dropzone')).querySelector('input[type=file]') as HTMLInputElement;
const headerPicture = () =>
  screen
    .getByRole('button', { name: /^User menu/ })
    .querySelector('img')
    ?.getAttribute('src') ?? null;

describe('my picture on the account screen', () => {
  it('previews a chosen picture, saves it, and the header picture follows', async () => {
    const uploads = answer(uploadMyPicture, ({ body }) => {
      current = NEW;
      const form = body as FormData;
      return {
        status: 'complete' as const,
        id: '00000000-0000-4000-8000-0000000000bb',
        name: form.get('fileName') as string,
        size: 4,
        contentType: 'image/webp',
        url: NEW,
      };
    });
    await show();
    expect(await screen.findByRole('button', { name: 'Add a picture' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
    expect(headerPicture()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new picture' });
    expect(within(dialog).getByRole('button', { name: 'Save picture' })).toBeDisabled();
    fireEvent.change(await dropzoneInput(), {
      target: { files: [new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' })] },
    });
    // The preview shows before anything is sent.
    expect(await within(dialog).findByRole('img', { name: 'Preview of me.jpg' })).toBeInTheDocument();
    expect(within(dialog).getByText(/me\.jpg \(.+\) as it will show/)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save picture' }));
    await waitFor(() => expect(uploads).toHaveLength(1), WAIT);
    expect((uploads[0]!.body as FormData).get('fileName')).toBe('me.jpg');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    // The header's user menu reads the new picture.
    await waitFor(() => expect(headerPicture()).toMatch(/^blob:picture-/), WAIT);
    expect(await screen.findByRole('button', { name: 'Change picture' })).toBeInTheDocument();
  });

  it('names the file and the limit when a picture is too large or not a picture', async () => {
    const uploads = answer(uploadMyPicture, () => {
      throw new Error('nothing should be sent');
    });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new picture' });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'holiday.png', { type: 'image/png' });
    fireEvent.change(await dropzoneInput(), { target: { files: [big] } });
    const tooLarge = await within(dialog).findByRole('alert');
    expect(tooLarge).toHaveTextContent(
      'holiday.png is 6.00 MB; a picture may be up to 5.00 MB. Choose a smaller one.',
    );
    fireEvent.change(await dropzoneInput(), {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        /cv\.pdf is not a picture that can be used\. Choose a PNG, JPG, WEBP, GIF file\./,
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Save picture' })).toBeDisabled();
    expect(uploads).toHaveLength(0);
  });

  it('removes the picture only after confirming, and the header shows initials again', async () => {
    current = OLD;
    const removed = answer(removeMyPicture, () => {
      current = null;
      return { companyMemberId: '00000000-0000-4000-8000-000000000001', pictureUrl: null };
    });
    await show();
    await waitFor(() => expect(headerPicture()).toMatch(/^blob:picture-/), WAIT);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your picture?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    const again = await screen.findByRole('dialog', { name: 'Remove your picture?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(removed).toHaveLength(1));
    await waitFor(() => expect(headerPicture()).toBeNull(), WAIT);
    expect(await screen.findByRole('button', { name: 'Add a picture' })).toBeInTheDocument();
  });
});
