export const LOCALES = ['en', 'mk', 'sq'] as const;
export type Locale = (typeof LOCALES)[number];

const en = {
  signInTitle: 'Sign in',
  signInSubtitle: 'Use your Atrium account to continue.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  createAccount: 'Create account',
  forgotPassword: 'Forgot password?',
  noAccount: 'New to Atrium?',
  invalidCredentials: 'Email or password is incorrect',
  rateLimited: 'Too many failed attempts. Wait 15 minutes before trying again.',
  tooManyRequests: 'Too many requests from your network. Wait an hour before trying again.',
  confirmFirst:
    'Confirm your email address before signing in. We sent the link again to your address; follow it, then sign in.',
  signUpTitle: 'Create your account',
  givenName: 'First name',
  familyName: 'Last name',
  passwordHint: 'At least 8 characters.',
  haveAccount: 'Already have an account?',
  emailInvalid: 'Enter a valid email address.',
  passwordTooShort: 'The password must have at least 8 characters.',
  nameRequired: 'Enter your first and last name.',
  signUpDoneTitle: 'Check your email',
  signUpDone:
    'We sent a message to the address you entered. Follow the link in it to confirm your email, then sign in with your password.',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter the email of your account and we will send you a link to choose a new password.',
  sendLink: 'Send link',
  forgotDone:
    'If an account exists for this email, we sent a link to reset its password. The link is valid for one hour.',
  forgotNoMail:
    'This Atrium server sends no e-mail, so no reset link can be mailed to you. Ask the person who runs it for one: they can make a one-time link to choose a new password for your account and hand it to you.',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  setPassword: 'Set password',
  resetDone: 'Your password has been changed. You can now sign in with it.',
  linkInvalid: 'This link is invalid, has expired or has already been used.',
  verifyDone: 'Your email address is confirmed. Thank you!',
  logoutTitle: 'Sign out',
  logoutQuestion: 'Do you want to sign out of Atrium?',
  logoutYes: 'Yes, sign me out',
  logoutNo: 'No, stay signed in',
  loggedOut: 'You are signed out.',
  signingOut: 'Signing you out…',
  errorTitle: 'Something went wrong',
  errorText: 'The request could not be completed. Go back to the application and try again.',
  expiredText: 'This page has expired. Go back to the application and sign in again.',
  resetMailSubject: 'Reset your Atrium password',
  resetMailText:
    'Someone asked to reset the password of your Atrium account. If it was you, open this link within one hour to choose a new password:',
  resetMailIgnore: 'If it was not you, ignore this message; your password stays as it is.',
  verifyMailSubject: 'Confirm your email for Atrium',
  verifyMailText: 'Welcome to Atrium! Open this link to confirm your email address:',
  existingMailText:
    'Someone tried to create an Atrium account with this email, which already has an account. If it was you, sign in or reset your password. Otherwise ignore this message.',
};

export type Messages = typeof en;

const mk: Messages = {
  signInTitle: 'Најава',
  signInSubtitle: 'Користете ја вашата сметка на Atrium за да продолжите.',
  email: 'Е-пошта',
  password: 'Лозинка',
  signIn: 'Најави се',
  createAccount: 'Создај сметка',
  forgotPassword: 'Ја заборавивте лозинката?',
  noAccount: 'Нови сте на Atrium?',
  invalidCredentials: 'Е-поштата или лозинката не се точни',
  rateLimited: 'Премногу неуспешни обиди. Почекајте 15 минути пред да се обидете повторно.',
  tooManyRequests: 'Премногу барања од вашата мрежа. Почекајте еден час пред да се обидете повторно.',
  confirmFirst:
    'Потврдете ја адресата на е-пошта пред да се најавите. Повторно ја испративме врската на вашата адреса; отворете ја, потоа најавете се.',
  signUpTitle: 'Создајте сметка',
  givenName: 'Име',
  familyName: 'Презиме',
  passwordHint: 'Најмалку 8 знаци.',
  haveAccount: 'Веќе имате сметка?',
  emailInvalid: 'Внесете важечка адреса на е-пошта.',
  passwordTooShort: 'Лозинката мора да има најмалку 8 знаци.',
  nameRequired: 'Внесете име и презиме.',
  signUpDoneTitle: 'Проверете ја е-поштата',
  signUpDone:
    'Испративме порака на адресата што ја внесовте. Отворете ја врската во неа за да ја потврдите е-поштата, потоа најавете се со вашата лозинка.',
  forgotTitle: 'Ресетирајте ја лозинката',
  forgotIntro: 'Внесете ја е-поштата на вашата сметка и ќе ви испратиме врска за избор на нова лозинка.',
  sendLink: 'Испрати врска',
  forgotDone:
    'Ако постои сметка со оваа е-пошта, испративме врска за ресетирање на лозинката. Врската важи еден час.',
  forgotNoMail:
    'Овој сервер на Atrium не испраќа е-пошта, па врска за ресетирање не може да ви биде испратена. Побарајте ја од лицето што го одржува: тоа може да направи еднократна врска за избор на нова лозинка за вашата сметка и да ви ја даде.',
  backToSignIn: 'Назад кон најава',
  resetTitle: 'Изберете нова лозинка',
  newPassword: 'Нова лозинка',
  setPassword: 'Постави лозинка',
  resetDone: 'Лозинката е променета. Сега можете да се најавите со неа.',
  linkInvalid: 'Оваа врска не важи, истекла е или веќе е искористена.',
  verifyDone: 'Вашата адреса на е-пошта е потврдена. Ви благодариме!',
  logoutTitle: 'Одјава',
  logoutQuestion: 'Дали сакате да се одјавите од Atrium?',
  logoutYes: 'Да, одјави ме',
  logoutNo: 'Не, остави ме најавен',
  loggedOut: 'Одјавени сте.',
  signingOut: 'Ве одјавуваме…',
  errorTitle: 'Нешто тргна наопаку',
  errorText: 'Барањето не можеше да се изврши. Вратете се во апликацијата и обидете се повторно.',
  expiredText: 'Оваа страница истече. Вратете се во апликацијата и најавете се повторно.',
  resetMailSubject: 'Ресетирајте ја лозинката за Atrium',
  resetMailText:
    'Некој побара ресетирање на лозинката на вашата сметка на Atrium. Ако сте тоа вие, отворете ја оваа врска во рок од еден час за да изберете нова лозинка:',
  resetMailIgnore: 'Ако не сте вие, занемарете ја пораката; лозинката останува иста.',
  verifyMailSubject: 'Потврдете ја е-поштата за Atrium',
  verifyMailText: 'Добредојдовте во Atrium! Отворете ја оваа врска за да ја потврдите адресата на е-пошта:',
  existingMailText:
    'Некој се обиде да создаде сметка на Atrium со оваа е-пошта, која веќе има сметка. Ако сте тоа вие, најавете се или ресетирајте ја лозинката. Инаку, занемарете ја пораката.',
};

const sq: Messages = {
  signInTitle: 'Hyrje',
  signInSubtitle: 'Përdorni llogarinë tuaj Atrium për të vazhduar.',
  email: 'E-mail',
  password: 'Fjalëkalimi',
  signIn: 'Hyr',
  createAccount: 'Krijo llogari',
  forgotPassword: 'Keni harruar fjalëkalimin?',
  noAccount: 'I ri në Atrium?',
  invalidCredentials: 'E-maili ose fjalëkalimi është i pasaktë',
  rateLimited: 'Shumë përpjekje të dështuara. Prisni 15 minuta para se të provoni përsëri.',
  tooManyRequests: 'Shumë kërkesa nga rrjeti juaj. Prisni një orë para se të provoni përsëri.',
  confirmFirst:
    'Konfirmoni adresën e e-mailit para se të hyni. E dërguam sërish lidhjen në adresën tuaj; hapeni, pastaj hyni.',
  signUpTitle: 'Krijoni llogarinë tuaj',
  givenName: 'Emri',
  familyName: 'Mbiemri',
  passwordHint: 'Të paktën 8 karaktere.',
  haveAccount: 'Keni tashmë një llogari?',
  emailInvalid: 'Shkruani një adresë të vlefshme e-maili.',
  passwordTooShort: 'Fjalëkalimi duhet të ketë të paktën 8 karaktere.',
  nameRequired: 'Shkruani emrin dhe mbiemrin.',
  signUpDoneTitle: 'Kontrolloni e-mailin',
  signUpDone:
    'Dërguam një mesazh në adresën që shkruat. Hapni lidhjen në të për të konfirmuar e-mailin, pastaj hyni me fjalëkalimin tuaj.',
  forgotTitle: 'Rivendosni fjalëkalimin',
  forgotIntro:
    'Shkruani e-mailin e llogarisë suaj dhe do t’ju dërgojmë një lidhje për të zgjedhur një fjalëkalim të ri.',
  sendLink: 'Dërgo lidhjen',
  forgotDone:
    'Nëse ekziston një llogari me këtë e-mail, dërguam një lidhje për të rivendosur fjalëkalimin. Lidhja është e vlefshme për një orë.',
  forgotNoMail:
    'Ky server i Atrium nuk dërgon e-mail, prandaj nuk mund t’ju dërgohet asnjë lidhje rivendosjeje. Kërkojini personit që e administron: ai mund të krijojë një lidhje njëpërdorimshe për të zgjedhur një fjalëkalim të ri për llogarinë tuaj dhe t’jua japë.',
  backToSignIn: 'Kthehu te hyrja',
  resetTitle: 'Zgjidhni një fjalëkalim të ri',
  newPassword: 'Fjalëkalimi i ri',
  setPassword: 'Vendos fjalëkalimin',
  resetDone: 'Fjalëkalimi u ndryshua. Tani mund të hyni me të.',
  linkInvalid: 'Kjo lidhje është e pavlefshme, ka skaduar ose është përdorur tashmë.',
  verifyDone: 'Adresa juaj e e-mailit u konfirmua. Faleminderit!',
  logoutTitle: 'Dalje',
  logoutQuestion: 'Dëshironi të dilni nga Atrium?',
  logoutYes: 'Po, më nxirr',
  logoutNo: 'Jo, mos më nxirr',
  loggedOut: 'Keni dalë nga llogaria.',
  signingOut: 'Po ju nxjerrim nga llogaria…',
  errorTitle: 'Diçka shkoi keq',
  errorText: 'Kërkesa nuk mund të kryhej. Kthehuni te aplikacioni dhe provoni përsëri.',
  expiredText: 'Kjo faqe ka skaduar. Kthehuni te aplikacioni dhe hyni përsëri.',
  resetMailSubject: 'Rivendosni fjalëkalimin e Atrium',
  resetMailText:
    'Dikush kërkoi të rivendosë fjalëkalimin e llogarisë suaj Atrium. Nëse ishit ju, hapni këtë lidhje brenda një ore për të zgjedhur një fjalëkalim të ri:',
  resetMailIgnore: 'Nëse nuk ishit ju, injoroni këtë mesazh; fjalëkalimi mbetet i njëjtë.',
  verifyMailSubject: 'Konfirmoni e-mailin tuaj për Atrium',
  verifyMailText: 'Mirë se vini në Atrium! Hapni këtë lidhje për të konfirmuar adresën e e-mailit:',
  existingMailText:
    'Dikush provoi të krijojë një llogari Atrium me këtë e-mail, që ka tashmë një llogari. Nëse ishit ju, hyni ose rivendosni fjalëkalimin. Përndryshe injoroni këtë mesazh.',
};

const catalogue: Record<Locale, Messages> = { en, mk, sq };

export function messages(locale: Locale): Messages {
  return catalogue[locale];
}

/** A language's published provider texts (keys without the `provider.` prefix). */
export type PublishedTexts = Partial<Record<keyof Messages, string>>;

/**
 * Where the provider reads the latest published texts of a language: undefined when the language
 * was never published (the bundled texts apply). The server passes one that reads its own
 * database; the standalone provider one that asks the API (docs/product/translations.md#at-run-time).
 */
export type TextSource = (locale: Locale) => Promise<PublishedTexts | undefined>;

const PROVIDER_PREFIX = 'provider.';

/** The provider's keys of a published document's flat messages. */
export function providerTextsOf(flat: Record<string, unknown>): PublishedTexts {
  const texts: PublishedTexts = {};
  for (const key of Object.keys(en) as Array<keyof Messages>) {
    const value = flat[`${PROVIDER_PREFIX}${key}`];
    if (typeof value === 'string' && value.trim()) texts[key] = value;
  }
  return texts;
}

/**
 * The texts a page or e-mail uses: a published version whole, English where it lacks a key; the
 * bundled texts for a language never published. English is written in the code.
 */
export function resolveMessages(locale: Locale, published: PublishedTexts | undefined): Messages {
  if (locale === 'en' || !published) return catalogue[locale];
  const resolved = { ...en };
  for (const key of Object.keys(en) as Array<keyof Messages>) {
    const value = published[key];
    if (value) resolved[key] = value;
  }
  return resolved;
}

function supported(tag: string): Locale | undefined {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === base);
}

/**
 * ui_locales (space-separated, in order of preference) wins, then Accept-Language by q-value,
 * then English.
 */
export function pickLocale(uiLocales: string | undefined, acceptLanguage: string | undefined): Locale {
  for (const tag of (uiLocales ?? '').split(/\s+/).filter(Boolean)) {
    const hit = supported(tag);
    if (hit) return hit;
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag.trim() && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const hit = supported(entry.tag);
    if (hit) return hit;
  }
  return 'en';
}
