import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { followUnreadCountOnAppIcon, showUnreadOnAppIcon, UNREAD_COUNT_OPERATION_ID } from './app-badge.ts';

describe('the unread count on the app icon', () => {
  it('sets the count, clears it at zero, and does nothing where the Badging API is missing', async () => {
    const setAppBadge = vi.fn(async () => {});
    const clearAppBadge = vi.fn(async () => {});
    showUnreadOnAppIcon(3, { setAppBadge, clearAppBadge });
    showUnreadOnAppIcon(0, { setAppBadge, clearAppBadge });
    expect(setAppBadge).toHaveBeenCalledWith(3);
    expect(clearAppBadge).toHaveBeenCalledTimes(1);
    expect(() => showUnreadOnAppIcon(2, {})).not.toThrow();
    const refusing = vi.fn(async () => {
      throw new Error('NotAllowedError');
    });
    expect(() => showUnreadOnAppIcon(1, { setAppBadge: refusing, clearAppBadge })).not.toThrow();
  });

  it("follows the unread-count query's answers, whoever asked, and clears when the cache empties", () => {
    const queryClient = new QueryClient();
    const shown: number[] = [];
    const stop = followUnreadCountOnAppIcon(queryClient, (count) => shown.push(count));
    queryClient.setQueryData([UNREAD_COUNT_OPERATION_ID], { unreadCount: 4, otherCompaniesUnread: 0 });
    queryClient.setQueryData([UNREAD_COUNT_OPERATION_ID], { unreadCount: 4, otherCompaniesUnread: 1 });
    queryClient.setQueryData(['people_GetPeople'], { unreadCount: 99 });
    queryClient.setQueryData([UNREAD_COUNT_OPERATION_ID], { unreadCount: 1, otherCompaniesUnread: 0 });
    queryClient.clear();
    expect(shown).toEqual([4, 1, 0]);
    stop();
  });
});
