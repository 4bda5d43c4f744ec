import { getMemberPictureFile, getMyPicture } from '@atrium/contract/human-resources';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { answer, serveApiInTests, type ApiRequest } from '../../test/api-server.ts';
import { claims } from '../../test/test-router.ts';
import { UserMenu } from './user-menu.tsx';

serveApiInTests();

const png = () => new Response(new Blob(['png']), { status: 200, headers: { 'content-type': 'image/png' } });
const picturePath = '/api/Users/pictures/00000000-0000-4000-8000-0000000000aa';

afterEach(() => session.clear());

describe('user menu', () => {
  it("shows the member's own picture in a company with human resources", async () => {
    session.set(claims({}));
    answer(getMyPicture, { companyMemberId: '1', pictureUrl: picturePath });
    const files = answer(getMemberPictureFile, png());
    URL.createObjectURL = vi.fn(() => 'blob:me');
    URL.revokeObjectURL = vi.fn();
    await renderScreen(<UserMenu />);
    await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toBe('blob:me'));
    expect(files).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'User menu: Olivia Owner, OO' })).toBeInTheDocument();
  });

  it('shows the initials without a picture, and asks nothing without human resources', async () => {
    session.set(claims({ modules: [] }));
    const asked: ApiRequest[] = answer(getMyPicture, { companyMemberId: '1', pictureUrl: picturePath });
    await renderScreen(<UserMenu />);
    expect(await screen.findByText('OO')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(asked).toHaveLength(0);
  });

  // The drop-down loads on first use (docs/performance.md, "Web: initial JavaScript").
  it('opens its menu on the first click, once the menu has loaded', async () => {
    session.set(claims({ modules: [] }));
    await renderScreen(<UserMenu />);
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'User menu: Olivia Owner, OO' }));
    expect(await screen.findByRole('menu', { hidden: true })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Switch company', hidden: true })).toBeInTheDocument();
  });
});
