import dayjs from 'dayjs';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadFeatureStrings } from './i18n.ts';

const featureKey = 'timeTracking.day.today';
const beforeSignInKey = 'serviceStatus.unavailable';

afterEach(() => {
  dayjs.locale('en');
});

describe('loading the interface strings', () => {
  it('leaves the features’ English for the signed-in frame, but not the notice start-up can show', async () => {
    const instance = await initI18n(i18next.createInstance(), { featureStrings: 'with-frame' });
    expect(instance.t('login.signIn')).not.toBe('login.signIn');
    expect(instance.t(beforeSignInKey)).toMatch(/briefly unavailable/);
    expect(instance.exists(featureKey)).toBe(false);

    await loadFeatureStrings();
    expect(instance.t(featureKey)).toBe('Today');
  });

  it('starts with every feature’s English unless told to wait', async () => {
    const instance = await initI18n(i18next.createInstance());
    expect(instance.t(featureKey)).toBe('Today');
  });

  it('switches the calendar’s language with the interface and back', async () => {
    const instance = await initI18n(i18next.createInstance());
    await changeLanguage('mk', instance, { remember: false });
    expect(dayjs.locale()).toBe('mk');
    expect(document.documentElement.lang).toBe('mk');
    await changeLanguage('en', instance, { remember: false });
    expect(dayjs.locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
