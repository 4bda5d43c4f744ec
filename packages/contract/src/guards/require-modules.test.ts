import { describe, expect, it } from 'vitest';
import { requireModules } from './require-modules.ts';

const subject = (modules: string[]) => ({ companyMemberId: 'm1', roles: [], modules });
const fresh = { arrivedFromStoredOrigin: false };

describe('requireModules (docs/product/gates-and-roles.md#module-gate module gate)', () => {
  it('allows when no module is required', () => {
    expect(requireModules(subject([]), undefined, fresh)).toEqual({ kind: 'allow' });
    expect(requireModules(subject([]), [], fresh)).toEqual({ kind: 'allow' });
  });

  it('needs every required module, compared case-insensitively', () => {
    expect(
      requireModules(subject(['absence', 'Template_Generation']), ['ABSENCE', 'TEMPLATE_GENERATION'], fresh),
    ).toEqual({
      kind: 'allow',
    });
    const decision = requireModules(subject(['ABSENCE']), ['ABSENCE', 'TEMPLATE_GENERATION'], fresh);
    expect(decision.kind).toBe('redirect');
  });

  it('sends home when TIME_TRACKING is subscribed and lists the missing module titles', () => {
    expect(requireModules(subject(['time_tracking']), ['HUMAN_RESOURCES'], fresh)).toEqual({
      kind: 'redirect',
      to: '/',
      toast: {
        kind: 'module-denied',
        messageKey: 'error_message_fields.module_access_denied',
        modules: ['HUMAN_RESOURCES'],
        moduleTitles: ['Human Resources'],
      },
    });
  });

  it('sends to account when TIME_TRACKING is not subscribed', () => {
    const decision = requireModules(subject(['ABSENCE']), ['TIME_TRACKING'], fresh);
    expect(decision).toMatchObject({ kind: 'redirect', to: '/account' });
  });

  it('lists only the missing modules, in route order', () => {
    const decision = requireModules(subject([]), ['ABSENCE', 'TEMPLATE_GENERATION'], fresh);
    expect(decision).toMatchObject({
      toast: {
        modules: ['ABSENCE', 'TEMPLATE_GENERATION'],
        moduleTitles: ['Absence', 'Template Generation'],
      },
    });
  });

  it('does not redirect, only tells, when arriving from the stored origin', () => {
    const decision = requireModules(subject(['TIME_TRACKING']), ['ABSENCE'], {
      arrivedFromStoredOrigin: true,
    });
    expect(decision).toEqual({
      kind: 'stay',
      toast: expect.objectContaining({ kind: 'module-denied', moduleTitles: ['Absence'] }),
    });
  });

  it('treats a missing session as holding no modules', () => {
    expect(requireModules(null, ['ABSENCE'], fresh)).toMatchObject({ kind: 'redirect', to: '/account' });
  });
});
