import { describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n.ts';
import { createServiceUnavailableNotice } from './service-unavailable.ts';

describe('service unavailable notice', () => {
  it('says the service is briefly unavailable on a 503, once per ten seconds, and ignores other answers', async () => {
    await initI18n();
    await i18n.changeLanguage('en');
    const show = vi.fn();
    let clock = 0;
    const notice = createServiceUnavailableNotice(show, () => clock);

    notice.notice(new Response('{}', { status: 500 }));
    notice.notice(new Response('{}', { status: 200 }));
    expect(show).not.toHaveBeenCalled();

    const answer = new Response('{}', { status: 503 });
    expect(notice.notice(answer)).toBe(answer);
    notice.notice(new Response('{}', { status: 503 }));
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]![0]).toMatchObject({
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
      role: 'alert',
    });

    clock = 10_001;
    notice.notice(new Response('{}', { status: 503 }));
    expect(show).toHaveBeenCalledTimes(2);
  });
});
