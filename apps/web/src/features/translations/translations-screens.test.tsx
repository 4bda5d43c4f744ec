import {
  addGlossaryTerm,
  getAllTranslators,
  getGlossary,
  getMyTranslationLanguages,
  type GlossaryTerm,
  getTranslationKeys,
  getTranslationVersions,
  grantTranslatorLanguage,
  importTranslation,
  proposeTranslation,
  publishTranslation,
  revokeTranslatorLanguage,
  reviewTranslation,
  type TranslationKeyRow,
  type TranslatorLanguage,
} from '@atrium/contract/translations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, answerRoute, refusal, serveApiInTests } from '../../test/api-server.ts';

serveApiInTests();

const label: TranslationKeyRow = {
  key: 'shell.signOut',
  screen: 'shell',
  source: 'Sign out',
  sourcePlural: null,
  args: [],
  pluralCategories: [],
  value: 'Одјава',
  state: 'translated',
  updatedAt: '2026-11-24T08:00:00.000Z',
  updatedByName: 'Tina',
  problems: [],
  reportCount: 0,
};
const timer: TranslationKeyRow = {
  ...label,
  key: 'timeTracking.timer.runningSince',
  screen: 'timeTracking',
  source: 'Running since {{time}}',
  args: ['time'],
  value: null,
  state: 'untranslated',
};
const members: TranslationKeyRow = {
  ...label,
  key: 'organization.summaryMembers',
  screen: 'organization',
  source: '{{count}} people',
  sourcePlural: { one: '{{count}} person', other: '{{count}} people' },
  args: ['count'],
  pluralCategories: ['one', 'other'],
  value: null,
  state: 'untranslated',
};

const shiftTerm: GlossaryTerm = {
  id: '6f1d6c3e-8a6f-4d2b-9a51-0c3f2f7b9e10',
  languageIsoCode: 'mk',
  term: 'run',
  translation: 'тече',
  note: 'Not "трча".',
  updatedAt: '2026-11-26T08:00:00.000Z',
  updatedByName: 'Tina',
};

function keysAnswer(canReview = true, glossary: GlossaryTerm[] = []) {
  answer(getGlossary, glossary);
  return answer(getTranslationKeys, {
    languageIsoCode: 'mk',
    canReview,
    allowSelfReview: false,
    latestVersion: 1,
    coverage: { total: 3, untranslated: 2, translated: 1, reviewed: 0, outdated: 0 },
    screens: ['organization', 'shell', 'timeTracking'],
    keys: [label, timer, members],
  });
}

const everyLanguage: TranslatorLanguage[] = [
  { languageIsoCode: 'mk', canReview: true },
  { languageIsoCode: 'sq', canReview: true },
];

/** The editor for a person who may translate `languages`, her interface in `interfaceLanguage`. */
async function showEditor(languages = everyLanguage, interfaceLanguage = 'en') {
  answer(getMyTranslationLanguages, languages);
  const { TranslationsConfigureScreen } = await import('./translations-configure-screen.tsx');
  return renderScreen(<TranslationsConfigureScreen />, { language: interfaceLanguage });
}

/** Every request the editor makes for a language's texts, whatever the operation (a refusal each). */
function requestsFor(language: 'mk' | 'sq'): string[] {
  const seen: string[] = [];
  for (const method of ['get', 'post'] as const) {
    answerRoute(method, `/api/Translations/${language}/*`, () => {
      seen.push(method);
      return refusal(403, 'FORBIDDEN');
    });
  }
  return seen;
}

describe('TranslationsConfigureScreen', () => {
  it('shows English beside the translation with state and coverage, and accepts a value', async () => {
    keysAnswer();
    answer(getTranslationVersions, []);
    const reviewed = answer(reviewTranslation, { ...label, state: 'reviewed' });
    await showEditor();
    expect(await screen.findByText('Sign out')).toBeInTheDocument();
    expect(screen.getByText('Одјава')).toBeInTheDocument();
    expect(screen.getByText(/0 of 3 reviewed, 1 awaiting review, 2 untranslated/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(reviewed[0]?.params).toEqual({ languageIsoCode: 'mk', key: 'shell.signOut' }));
  });

  it('flags a wrong placeholder while typing and saves with Ctrl+Enter, moving to the next key', async () => {
    keysAnswer();
    answer(getTranslationVersions, []);
    const saved = answer(proposeTranslation, { ...timer, value: 'Тече од {{time}}', state: 'translated' });
    await showEditor();
    fireEvent.click(await screen.findByRole('button', { name: /Edit timeTracking\.timer\.runningSince/ }));
    const field = screen.getByLabelText('Translation');
    fireEvent.change(field, { target: { value: 'Тече од {{vreme}}' } });
    expect(screen.getByText(/Missing placeholder \{\{time\}\}/)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'Тече од {{time}}' } });
    expect(screen.queryByText(/Missing placeholder/)).toBeNull();
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(saved[0]?.body).toEqual({ value: 'Тече од {{time}}' }));
    // The next key opens: a plural key, one field per Macedonian category.
    expect(await screen.findByLabelText('Form "one"')).toBeInTheDocument();
    expect(screen.getByLabelText('Form "other"')).toBeInTheDocument();
    expect(screen.getByText('Used for counts such as 1, 21, 31, 101')).toBeInTheDocument();
  });

  it('refuses a tag the English lacks under the field it is in, and sends nothing', async () => {
    keysAnswer();
    answer(getTranslationVersions, []);
    const saved = answer(proposeTranslation, { ...label, value: 'Одјава' });
    await showEditor();
    fireEvent.click(await screen.findByRole('button', { name: /Edit shell\.signOut/ }));
    const field = screen.getByLabelText('Translation');
    fireEvent.change(field, { target: { value: '<b>Одјава</b>' } });
    expect(field).toHaveAccessibleDescription(
      /The tag <b> is not in the English text: texts are shown as written, without markup/,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    // A plural key names the form the tag is in, and only that one.
    fireEvent.keyDown(field, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: /Edit organization\.summaryMembers/ }));
    fireEvent.change(screen.getByLabelText('Form "other"'), { target: { value: '{{count}} <i>лица</i>' } });
    expect(screen.getByLabelText('Form "other"')).toHaveAccessibleDescription(
      /The tag <i> is not in the English/,
    );
    expect(screen.getByLabelText('Form "one"')).not.toHaveAccessibleDescription(/tag/);
    fireEvent.change(screen.getByLabelText('Form "other"'), { target: { value: '{{count}} лица' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it('shows why publishing was refused, naming the key', async () => {
    keysAnswer();
    answer(getTranslationVersions, []);
    answer(
      publishTranslation,
      refusal(409, 'CONFLICT', {
        message:
          '"timeTracking.timer.runningSince" cannot be published: The placeholder {{time}} is missing.',
      }),
    );
    await showEditor();
    await screen.findByText('Sign out');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('timeTracking.timer.runningSince');
  });

  it('imports a file in the chosen format and says what was taken', async () => {
    keysAnswer();
    answer(getTranslationVersions, []);
    const imported = answer(importTranslation, { imported: 2, unchanged: 1, skipped: [] });
    await showEditor();
    await screen.findByText('Sign out');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['{"shell.signOut":"Одјава"}'], 'mk.json', { type: 'application/json' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('2 values imported, 1 unchanged, 0 skipped.')).toBeInTheDocument();
    expect(imported[0]?.body).toEqual({ format: 'json', content: '{"shell.signOut":"Одјава"}' });
  });

  it('opens a translator of Albanian only on Albanian, even in a Macedonian interface, never asking for Macedonian', async () => {
    const keys = keysAnswer();
    const versions = answer(getTranslationVersions, []);
    const macedonian = requestsFor('mk');
    await showEditor([{ languageIsoCode: 'sq', canReview: false }], 'mk');
    expect(await screen.findByText('Sign out')).toBeInTheDocument();
    expect(screen.getByText('Albanian')).toBeInTheDocument();
    expect(screen.queryByText('Macedonian')).toBeNull();
    await waitFor(() => expect(versions).not.toHaveLength(0));
    expect([...keys, ...versions].map((request) => request.params.languageIsoCode)).toEqual(
      expect.arrayContaining(['sq']),
    );
    expect([...keys, ...versions].every((request) => request.params.languageIsoCode === 'sq')).toBe(true);
    expect(macedonian).toEqual([]);
  });

  it('opens a translator of every language on her interface language, offering each', async () => {
    const keys = keysAnswer();
    answer(getTranslationVersions, []);
    await showEditor(everyLanguage, 'sq');
    expect(await screen.findByText('Sign out')).toBeInTheDocument();
    expect(keys[0]?.params.languageIsoCode).toBe('sq');
    expect(screen.getByRole('radio', { name: 'Albanian' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Macedonian' }));
    await waitFor(() => expect(keys.at(-1)?.params.languageIsoCode).toBe('mk'));
  });

  it('says so when no language is granted, asking for no language', async () => {
    const macedonian = requestsFor('mk');
    const albanian = requestsFor('sq');
    await showEditor([]);
    expect(
      await screen.findByText('No language has been granted to you to translate yet.'),
    ).toBeInTheDocument();
    expect([...macedonian, ...albanian]).toEqual([]);
  });
});

describe('TranslationsManageTranslatorsScreen', () => {
  const tina = {
    userId: '00000000-0000-4000-8000-000000000001',
    name: 'Tina Translator',
    email: 'translator@demo.test',
    languages: [{ languageIsoCode: 'sq' as const, canReview: true }],
    changeCount: 3,
    lastActivityAt: '2026-11-24T08:00:00.000Z',
  };
  async function showManage() {
    const { TranslationsManageTranslatorsScreen } =
      await import('./translations-manage-translators-screen.tsx');
    return renderScreen(<TranslationsManageTranslatorsScreen />);
  }

  it('lists translators with languages and activity, grants a language and takes one away', async () => {
    answer(getAllTranslators, [tina]);
    const granted = answer(grantTranslatorLanguage, {
      ...tina,
      languages: [...tina.languages, { languageIsoCode: 'mk', canReview: false }],
    });
    const revoked = answer(revokeTranslatorLanguage, undefined);
    await showManage();
    const row = (await screen.findByText('Tina Translator')).closest('tr')!;
    expect(within(row).getByText(/3 changes/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/E-mail of the person/), {
      target: { value: 'translator@demo.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Grant language' }));
    await waitFor(() =>
      expect(granted[0]?.body).toEqual({
        email: 'translator@demo.test',
        languageIsoCode: 'mk',
        canReview: false,
      }),
    );
    expect(await screen.findByText('translator@demo.test now translates Macedonian.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Take Albanian from Tina Translator' }));
    await waitFor(() => expect(revoked[0]?.params).toEqual({ userId: tina.userId, languageIsoCode: 'sq' }));
  });

  it('puts the server refusal of an unknown e-mail under the field', async () => {
    answer(getAllTranslators, []);
    answer(
      grantTranslatorLanguage,
      refusal(400, 'VALIDATION_FAILED', [
        { path: 'body.email', message: 'No one has an account with this e-mail.' },
      ]),
    );
    await showManage();
    expect(await screen.findByText('No translators yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/E-mail of the person/), {
      target: { value: 'nobody@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Grant language' }));
    expect(await screen.findByText('No one has an account with this e-mail.')).toBeInTheDocument();
  });

  it('shows the glossary terms the English of the key contains while translating, and adds a term', async () => {
    keysAnswer(true, [
      shiftTerm,
      {
        ...shiftTerm,
        id: '6f1d6c3e-8a6f-4d2b-9a51-0c3f2f7b9e11',
        term: 'person',
        translation: 'лице',
        note: null,
      },
    ]);
    answer(getTranslationVersions, []);
    const added = answer(addGlossaryTerm, {
      ...shiftTerm,
      id: '6f1d6c3e-8a6f-4d2b-9a51-0c3f2f7b9e12',
      term: 'Sign out',
      translation: 'Одјава',
      note: null,
    });
    await showEditor();
    const glossary = await screen.findByRole('region', { name: 'Glossary' });
    expect(within(glossary).getByText('run')).toBeInTheDocument();
    expect(within(glossary).getByText('Not "трча".')).toBeInTheDocument();

    // "Running since {{time}}" contains "run" as a whole word only with a suffix: not shown.
    fireEvent.click(screen.getByRole('button', { name: /Edit timeTracking\.timer\.runningSince/ }));
    expect(screen.queryByRole('group', { name: 'Glossary terms in this text' })).toBeNull();
    fireEvent.keyDown(screen.getByLabelText('Translation'), { key: 'Escape' });
    // The plural key's English ("{{count}} person") has "person".
    fireEvent.click(screen.getByRole('button', { name: /Edit organization\.summaryMembers/ }));
    const inText = await screen.findByRole('group', { name: 'Glossary terms in this text' });
    expect(inText).toHaveTextContent('person → лице');
    expect(inText).not.toHaveTextContent('тече');

    fireEvent.change(within(glossary).getByLabelText(/English term/), { target: { value: 'Sign out' } });
    fireEvent.change(within(glossary).getByLabelText(/Agreed translation/), { target: { value: 'Одјава' } });
    fireEvent.click(within(glossary).getByRole('button', { name: 'Add term' }));
    await waitFor(() =>
      expect(added[0]?.body).toEqual({ term: 'Sign out', translation: 'Одјава', note: null }),
    );
  });

  it('says a term is already in the glossary', async () => {
    keysAnswer();
    answer(getTranslationVersions, []);
    answer(addGlossaryTerm, refusal(409, 'CONFLICT', { message: 'The glossary already has this term.' }));
    await showEditor();
    const glossary = await screen.findByRole('region', { name: 'Glossary' });
    expect(within(glossary).getByText('No terms agreed yet.')).toBeInTheDocument();
    fireEvent.change(within(glossary).getByLabelText(/English term/), { target: { value: 'run' } });
    fireEvent.change(within(glossary).getByLabelText(/Agreed translation/), { target: { value: 'тече' } });
    fireEvent.click(within(glossary).getByRole('button', { name: 'Add term' }));
    expect(await within(glossary).findByText('This term is already in the glossary.')).toBeInTheDocument();
  });

  it('filters the keys people saw in English and shows how often', async () => {
    const asked = keysAnswer();
    answer(getTranslationVersions, []);
    await showEditor();
    await screen.findByText('Sign out');
    answer(getTranslationKeys, (request) => ({
      languageIsoCode: 'mk' as const,
      canReview: true,
      allowSelfReview: false,
      latestVersion: 1,
      coverage: { total: 3, untranslated: 2, translated: 1, reviewed: 0, outdated: 0 },
      screens: ['shell'],
      keys:
        request.query.get('reported') === 'true' ? [{ ...label, reportCount: 3 }] : [label, timer, members],
    }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Shown in English to people' }));
    expect(await screen.findByText('Shown in English 3 times')).toBeInTheDocument();
    expect(screen.queryByText('Running since {{time}}')).toBeNull();
    expect(asked.every((request) => request.query.get('reported') === null)).toBe(true);
  });
});
