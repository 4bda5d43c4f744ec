import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

type Strings = { strings: object };
const bundles = {
  en: import.meta.glob<Strings>('../features/*/locales/en.ts', { eager: true }),
  mk: import.meta.glob<Strings>('../features/*/locales/mk.ts', { eager: true }),
  sq: import.meta.glob<Strings>('../features/*/locales/sq.ts', { eager: true }),
};

async function translator(language: keyof typeof bundles) {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: {}, interpolation: { escapeValue: false } });
  for (const feature of Object.values(bundles[language])) {
    instance.addResourceBundle(language, 'translation', feature.strings, true, true);
  }
  return instance.t;
}

// Counts are written through i18next's plural forms, never "1 people".
describe('plural forms', () => {
  it.each([
    ['en', '1 person', '5 people', '1 message', '1 division'],
    ['mk', '1 лице', '5 лица', '1 порака', '1 сектор'],
    ['sq', '1 person', '5 persona', '1 mesazh', '1 divizion'],
  ] as const)('%s: one and many', async (language, onePerson, fivePeople, oneMessage, oneDivision) => {
    const t = await translator(language);
    expect(t('organization.summaryMembers', { count: 1 })).toBe(onePerson);
    expect(t('organization.summaryMembers', { count: 5 })).toBe(fivePeople);
    expect(t('organization.summaryDivisions', { count: 1 })).toBe(oneDivision);
    expect(t('mailOutbox.total', { count: 1 })).toBe(oneMessage);
    expect(t('people.count', { count: 1 })).not.toMatch(/people|лица|persona$/);
  });
});
