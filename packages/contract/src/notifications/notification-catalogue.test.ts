import { describe, expect, it } from 'vitest';
import { machineTextIn } from '../errors/error-reasons.ts';
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
    // A tracked job's queue reads as the job's name, never as the machine's.
    expect(
      renderNotification('job.finished', { jobName: 'hr.member-import', jobLink: '/' }, 'sq').title,
    ).toBe('Importi i anëtarëve përfundoi');
  });

  it('writes calendar days in the reader’s date format, never as ISO dates', () => {
    const leave = { personName: 'Ana', startsOn: '2026-11-30', endsOn: '2026-12-04', state: 'approved' };
    expect(renderNotification('leave.approval_requested', leave, 'en').body).toBe(
      'Ana asks for leave from Nov 30, 2026 to Dec 4, 2026. It waits for your decision.',
    );
    expect(renderNotification('leave.request_decided', leave, 'mk').body).toBe(
      'Вашето отсуство од 30.11.2026 до 4.12.2026: одобрено.',
    );
  });

  it.each(NOTIFICATION_KINDS)('%s shows no ISO date or id, whatever day its parameters carry', (kind) => {
    // Every parameter but the code lists the renderer translates (a module, a role, a state).
    const params = Object.fromEntries(
      NOTIFICATION_EVENTS[kind].params.map((name) => [
        name,
        ['module', 'role', 'state'].includes(name) ? 'on' : '2026-11-30',
      ]),
    );
    for (const language of NOTIFICATION_LANGUAGES) {
      const { title, body } = renderNotification(kind, params, language);
      expect(machineTextIn(`${title} ${body}`)).toEqual([]);
    }
  });

  it('sends leave requests and decisions by e-mail unless the person switches it off', () => {
    expect(NOTIFICATION_EVENTS['leave.approval_requested'].defaultChannels).toContain('email');
    expect(NOTIFICATION_EVENTS['leave.request_decided'].defaultChannels).toContain('email');
  });

  it('picks the person’s language, English when it has none or an unknown one', () => {
    expect(notificationLanguage('mk')).toBe('mk');
    expect(notificationLanguage('sq-AL')).toBe('sq');
    expect(notificationLanguage('de')).toBe('en');
    expect(notificationLanguage(null)).toBe('en');
  });
});
