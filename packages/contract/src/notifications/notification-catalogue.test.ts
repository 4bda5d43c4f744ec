import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS, NOTIFICATION_LANGUAGES, NOTIFICATION_KINDS } from './notification-catalogue.ts';
import { notificationLanguage, renderNotification } from './render-notification.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('notification catalogue', () => {
  it.each(NOTIFICATION_KINDS)('%s uses only its parameters, the same ones in every language', (kind) => {
    const definition = NOTIFICATION_EVENTS[kind];
    const english = definition.text.en;
    for (const language of NOTIFICATION_LANGUAGES) {
      const text = definition.text[language];
      expect(new Set(placeholders(text.title + text.body))).toEqual(
        new Set(placeholders(english.title + english.body)),
      );
      for (const name of placeholders(text.title + text.body)) expect(definition.params).toContain(name);
      if (language !== 'en') expect(text.body).not.toBe(english.body);
    }
    expect(definition.defaultChannels.length).toBeGreaterThan(0);
  });

  it('renders in the reader’s language, translating modules, roles and on/off', () => {
    expect(
      renderNotification(
        'company.module_switched',
        { companyName: 'Demo', module: 'ABSENCE', state: 'on' },
        'mk',
      ),
    ).toEqual({ title: 'Отсуства: вклучен за Demo', body: 'Модулот Отсуства сега е вклучен за Demo.' });
    expect(renderNotification('member.role_changed', { companyName: 'on', role: 'ADMIN' }, 'en').body).toBe(
      'You are now an administrator in on.',
    );
    // A decision reads as a status after a colon, whatever the gender of the thing decided.
    expect(renderNotification('hr.proposal_decided', { state: 'approved' }, 'sq').body).toBe(
      'Ndryshimi që propozuat në të dhënat tuaja: miratuar.',
    );
    expect(
      renderNotification(
        'leave.request_decided',
        { startsOn: '1.6.', endsOn: '5.6.', state: 'rejected' },
        'mk',
      ),
    ).toEqual({
      title: 'Вашето барање за отсуство: одбиено',
      body: 'Вашето отсуство од 1.6. до 5.6.: одбиено.',
    });
    expect(renderNotification('gone.kind', {}, 'sq')).toEqual({ title: 'gone.kind', body: '' });
  });

  it('picks the person’s language, English when it has none or an unknown one', () => {
    expect(notificationLanguage('mk')).toBe('mk');
    expect(notificationLanguage('sq-AL')).toBe('sq');
    expect(notificationLanguage('de')).toBe('en');
    expect(notificationLanguage(null)).toBe('en');
  });
});
