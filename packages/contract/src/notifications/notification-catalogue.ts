import type { Module } from '../access/index.ts';

/** Where a notification can reach a person. */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Languages notifications are written in; a person's own language picks one. */
export const NOTIFICATION_LANGUAGES = ['en', 'mk', 'sq'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/**
 * Who receives an event:
 * - subjects: the people the event names (the invitee, the member whose role changed);
 * - company-admins: the company's active owners and administrators;
 * - company-members: every active member of the company.
 * The person who caused the event is never notified of it.
 */
export type RecipientsRule = 'subjects' | 'company-admins' | 'company-members';

/** A text with `{name}` placeholders filled from the event's parameters. */
export interface NotificationText {
  title: string;
  body: string;
}

export interface NotificationEventDefinition<Params extends string = string> {
  recipients: RecipientsRule;
  /** Channels switched on for a person who changed nothing. */
  defaultChannels: readonly NotificationChannel[];
  /** A company may make it mandatory: its members cannot switch its channels off. */
  mayBeMandatory: boolean;
  /** Delivered at once, through quiet hours and past the daily digest. */
  urgent: boolean;
  /** Its e-mail may wait for the daily digest (when the person chose one). */
  digestible: boolean;
  /** Parameters the texts and link use; the event must carry each one. */
  params: readonly Params[];
  /** The app path the notification opens. */
  link: (params: Record<Params, string>) => string;
  /**
   * The link carries a token only the recipient may use (an invitation): e-mails declare it
   * secret, so no stored copy of them holds it.
   */
  secretLink?: boolean;
  text: Record<NotificationLanguage, NotificationText>;
}

function event<const Params extends string>(definition: NotificationEventDefinition<Params>) {
  return definition;
}

/**
 * Every notification Atrium sends, once, for server and web. A module emits one of these kinds
 * with its parameters (server: `deps.notifications.emit(tx, …)`); the delivery job renders it in
 * each recipient's language. Product behaviour: docs/product/notifications.md.
 */
export const NOTIFICATION_EVENTS = {
  'invitation.received': event({
    recipients: 'subjects',
    // The invitation itself is mailed by the invitation flow; this is the in-app side of it.
    defaultChannels: ['inApp', 'push'],
    mayBeMandatory: false,
    urgent: false,
    digestible: false,
    params: ['companyName', 'inviterName', 'inviteLink'],
    link: (params) => params.inviteLink,
    secretLink: true,
    text: {
      en: {
        title: 'Invitation to {companyName}',
        body: '{inviterName} invited you to join {companyName}. Open the invitation to accept or decline it.',
      },
      mk: {
        title: 'Покана за {companyName}',
        body: '{inviterName} ве покани да се приклучите на {companyName}. Отворете ја поканата за да ја прифатите или одбиете.',
      },
      sq: {
        title: 'Ftesë nga {companyName}',
        body: '{inviterName} ju ftoi të bashkoheni me {companyName}. Hapni ftesën për ta pranuar ose refuzuar.',
      },
    },
  }),
  'invitation.accepted': event({
    recipients: 'company-admins',
    defaultChannels: ['inApp', 'email'],
    mayBeMandatory: true,
    urgent: false,
    digestible: true,
    params: ['personName', 'companyName'],
    link: () => '/current-company-info/people',
    text: {
      en: {
        title: '{personName} joined {companyName}',
        body: '{personName} accepted the invitation and is now a member of {companyName}.',
      },
      mk: {
        title: '{personName} се приклучи на {companyName}',
        body: '{personName} ја прифати поканата и сега е член на {companyName}.',
      },
      sq: {
        title: '{personName} u bashkua me {companyName}',
        body: '{personName} e pranoi ftesën dhe tani është anëtar i {companyName}.',
      },
    },
  }),
  'member.role_changed': event({
    recipients: 'subjects',
    defaultChannels: ['inApp', 'email'],
    mayBeMandatory: true,
    urgent: false,
    digestible: true,
    params: ['companyName', 'role'],
    link: () => '/current-company-info/about',
    text: {
      en: {
        title: 'Your role in {companyName} changed',
        body: 'You are now {role} in {companyName}.',
      },
      mk: {
        title: 'Вашата улога во {companyName} е променета',
        body: 'Сега сте {role} во {companyName}.',
      },
      sq: {
        title: 'Roli juaj në {companyName} ndryshoi',
        body: 'Tani jeni {role} në {companyName}.',
      },
    },
  }),
  'company.module_switched': event({
    // Every member: a module switched on adds screens for everyone, one switched off removes them.
    recipients: 'company-members',
    defaultChannels: ['inApp'],
    mayBeMandatory: true,
    urgent: false,
    digestible: true,
    params: ['companyName', 'module', 'state'],
    link: () => '/current-company-info/settings/subscription-modules',
    text: {
      en: {
        title: '{module} {state} for {companyName}',
        body: 'The {module} module is now {state} for {companyName}.',
      },
      mk: {
        title: '{module}: {state} за {companyName}',
        body: 'Модулот {module} сега е {state} за {companyName}.',
      },
      sq: {
        title: '{module}: {state} për {companyName}',
        body: 'Moduli {module} tani është {state} për {companyName}.',
      },
    },
  }),
  'support.answered': event({
    recipients: 'subjects',
    defaultChannels: ['inApp', 'email'],
    mayBeMandatory: false,
    urgent: false,
    digestible: false,
    params: ['subject'],
    link: () => '/contact-support',
    text: {
      en: {
        title: 'Support answered: {subject}',
        body: 'The support team answered your message "{subject}".',
      },
      mk: {
        title: 'Одговор од поддршката: {subject}',
        body: 'Тимот за поддршка одговори на вашата порака „{subject}“.',
      },
      sq: {
        title: 'Mbështetja u përgjigj: {subject}',
        body: 'Ekipi i mbështetjes iu përgjigj mesazhit tuaj „{subject}“.',
      },
    },
  }),
  'job.finished': event({
    recipients: 'subjects',
    defaultChannels: ['inApp'],
    mayBeMandatory: false,
    urgent: false,
    digestible: true,
    params: ['jobName', 'jobLink'],
    link: (params) => params.jobLink,
    text: {
      en: { title: '{jobName} finished', body: 'The task "{jobName}" you started has finished.' },
      mk: { title: '{jobName} заврши', body: 'Задачата „{jobName}“ што ја започнавте заврши.' },
      sq: { title: '{jobName} përfundoi', body: 'Detyra „{jobName}“ që nisët ka përfunduar.' },
    },
  }),
  'job.failed': event({
    recipients: 'subjects',
    defaultChannels: ['inApp', 'email'],
    mayBeMandatory: false,
    urgent: true,
    digestible: false,
    params: ['jobName', 'jobLink'],
    link: (params) => params.jobLink,
    text: {
      en: {
        title: '{jobName} failed',
        body: 'The task "{jobName}" you started failed after several attempts.',
      },
      mk: {
        title: '{jobName} не успеа',
        body: 'Задачата „{jobName}“ што ја започнавте не успеа по неколку обиди.',
      },
      sq: { title: '{jobName} dështoi', body: 'Detyra „{jobName}“ që nisët dështoi pas disa përpjekjesh.' },
    },
  }),
  'leave.approval_requested': event({
    // The approvers of a request's pending step (a delegate in an absent approver's place).
    recipients: 'subjects',
    // By e-mail too: people expect a leave decision to reach them outside the app.
    defaultChannels: ['inApp', 'email', 'push'],
    mayBeMandatory: true,
    urgent: false,
    digestible: true,
    params: ['personName', 'startsOn', 'endsOn'],
    link: () => '/admin/absence/overview',
    text: {
      en: {
        title: 'Leave to approve: {personName}',
        body: '{personName} asks for leave from {startsOn} to {endsOn}. It waits for your decision.',
      },
      mk: {
        title: 'Отсуство за одобрување: {personName}',
        body: '{personName} бара отсуство од {startsOn} до {endsOn}. Барањето чека на ваша одлука.',
      },
      sq: {
        title: 'Leje për miratim: {personName}',
        body: '{personName} kërkon leje nga {startsOn} deri më {endsOn}. Kërkesa pret vendimin tuaj.',
      },
    },
  }),
  'leave.request_decided': event({
    // The person whose request (or ask to cancel or come back early) was decided.
    recipients: 'subjects',
    // By e-mail too: people expect a leave decision to reach them outside the app.
    defaultChannels: ['inApp', 'email', 'push'],
    mayBeMandatory: true,
    urgent: false,
    digestible: true,
    params: ['startsOn', 'endsOn', 'state'],
    link: () => '/absence/overview',
    text: {
      en: {
        title: 'Your leave request: {state}',
        body: 'Your leave from {startsOn} to {endsOn}: {state}.',
      },
      mk: {
        title: 'Вашето барање за отсуство: {state}',
        body: 'Вашето отсуство од {startsOn} до {endsOn}: {state}.',
      },
      sq: {
        title: 'Kërkesa juaj për leje: {state}',
        body: 'Leja juaj nga {startsOn} deri më {endsOn}: {state}.',
      },
    },
  }),
  'hr.proposal_submitted': event({
    // A member proposed a change to their own record: the owners and admins who decide it.
    recipients: 'company-admins',
    defaultChannels: ['inApp', 'push'],
    mayBeMandatory: true,
    urgent: false,
    digestible: true,
    params: ['personName', 'companyMemberId'],
    link: (params) => `/admin/users/profile/${encodeURIComponent(params.companyMemberId)}/administration`,
    text: {
      en: {
        title: 'Change proposed: {personName}',
        body: '{personName} proposed a change to their record. It waits for your decision.',
      },
      mk: {
        title: 'Предложена промена: {personName}',
        body: '{personName} предложи промена на своите кадровски податоци. Предлогот чека на ваша одлука.',
      },
      sq: {
        title: 'Ndryshim i propozuar: {personName}',
        body: '{personName} propozoi një ndryshim në të dhënat e veta. Propozimi pret vendimin tuaj.',
      },
    },
  }),
  'hr.proposal_decided': event({
    // The member whose proposal was approved or rejected.
    recipients: 'subjects',
    defaultChannels: ['inApp', 'push'],
    mayBeMandatory: true,
    urgent: false,
    digestible: true,
    params: ['state'],
    link: () => '/account/profile',
    text: {
      en: {
        title: 'Your proposed change: {state}',
        body: 'The change you proposed to your record was {state}.',
      },
      mk: {
        title: 'Вашата предложена промена: {state}',
        body: 'Промената што ја предложивте во вашите кадровски податоци: {state}.',
      },
      sq: {
        title: 'Ndryshimi që propozuat: {state}',
        body: 'Ndryshimi që propozuat në të dhënat tuaja: {state}.',
      },
    },
  }),
  'hr.document_expiring': event({
    // The member whose document expires soon (docs/product/human-resources.md#documents-that-expire).
    recipients: 'subjects',
    defaultChannels: ['inApp', 'push'],
    mayBeMandatory: true,
    urgent: false,
    digestible: true,
    params: ['documentName', 'expiresOn'],
    link: () => '/account/profile',
    text: {
      en: {
        title: '{documentName} expires on {expiresOn}',
        body: 'Your document "{documentName}" expires on {expiresOn}. Please renew it and give HR the new one.',
      },
      mk: {
        title: '{documentName} истекува на {expiresOn}',
        body: 'Вашиот документ „{documentName}“ истекува на {expiresOn}. Обновете го и доставете го новиот до кадровската служба.',
      },
      sq: {
        title: '{documentName} skadon më {expiresOn}',
        body: 'Dokumenti juaj „{documentName}“ skadon më {expiresOn}. Ju lutemi rinovojeni dhe dorëzojani të riun burimeve njerëzore.',
      },
    },
  }),
  'hr.member_document_expiring': event({
    // Owners, admins and the managers who may see the member's section of the document.
    recipients: 'subjects',
    defaultChannels: ['inApp', 'push'],
    mayBeMandatory: true,
    urgent: false,
    digestible: true,
    params: ['personName', 'documentName', 'expiresOn', 'companyMemberId', 'tab'],
    link: (params) =>
      `/admin/users/profile/${encodeURIComponent(params.companyMemberId)}/${encodeURIComponent(params.tab)}`,
    text: {
      en: {
        title: '{personName}: {documentName} expires on {expiresOn}',
        body: 'The document "{documentName}" of {personName} expires on {expiresOn}.',
      },
      mk: {
        title: '{personName}: {documentName} истекува на {expiresOn}',
        body: 'Документот „{documentName}“ на {personName} истекува на {expiresOn}.',
      },
      sq: {
        title: '{personName}: {documentName} skadon më {expiresOn}',
        body: 'Dokumenti „{documentName}“ i {personName} skadon më {expiresOn}.',
      },
    },
  }),
  'hr.document_expired': event({
    // The member whose document has expired, once per expiry day
    // (docs/product/human-resources.md#documents-that-expire).
    recipients: 'subjects',
    defaultChannels: ['inApp', 'push'],
    mayBeMandatory: true,
    urgent: false,
    digestible: true,
    params: ['documentName', 'expiresOn'],
    link: () => '/account/profile',
    text: {
      en: {
        title: '{documentName} expired on {expiresOn}',
        body: 'Your document "{documentName}" expired on {expiresOn}. Please renew it and give HR the new one.',
      },
      mk: {
        title: '{documentName} истече на {expiresOn}',
        body: 'Вашиот документ „{documentName}“ истече на {expiresOn}. Обновете го и доставете го новиот до кадровската служба.',
      },
      sq: {
        title: '{documentName} skadoi më {expiresOn}',
        body: 'Dokumenti juaj „{documentName}“ skadoi më {expiresOn}. Ju lutemi rinovojeni dhe dorëzojani të riun burimeve njerëzore.',
      },
    },
  }),
  'hr.member_document_expired': event({
    // Owners, admins and the managers who may see the member's section of the expired document.
    recipients: 'subjects',
    defaultChannels: ['inApp', 'push'],
    mayBeMandatory: true,
    urgent: false,
    digestible: true,
    params: ['personName', 'documentName', 'expiresOn', 'companyMemberId', 'tab'],
    link: (params) =>
      `/admin/users/profile/${encodeURIComponent(params.companyMemberId)}/${encodeURIComponent(params.tab)}`,
    text: {
      en: {
        title: '{personName}: {documentName} expired on {expiresOn}',
        body: 'The document "{documentName}" of {personName} expired on {expiresOn}.',
      },
      mk: {
        title: '{personName}: {documentName} истече на {expiresOn}',
        body: 'Документот „{documentName}“ на {personName} истече на {expiresOn}.',
      },
      sq: {
        title: '{personName}: {documentName} skadoi më {expiresOn}',
        body: 'Dokumenti „{documentName}“ i {personName} skadoi më {expiresOn}.',
      },
    },
  }),
  'templates.document_filed': event({
    // The member a rule filed a document for (docs/product/templates.md#absence-file-generation-rules).
    recipients: 'subjects',
    defaultChannels: ['inApp'],
    mayBeMandatory: false,
    urgent: false,
    digestible: true,
    params: ['documentName'],
    link: () => '/account/profile',
    text: {
      en: {
        title: 'New document: {documentName}',
        body: 'The document "{documentName}" was added to your documents.',
      },
      mk: {
        title: 'Нов документ: {documentName}',
        body: 'Документот „{documentName}“ е додаден во вашите документи.',
      },
      sq: {
        title: 'Dokument i ri: {documentName}',
        body: 'Dokumenti „{documentName}“ u shtua te dokumentet tuaja.',
      },
    },
  }),
  'templates.member_document_filed': event({
    // Owners and admins: a rule filed a document in a member's documents.
    recipients: 'subjects',
    defaultChannels: ['inApp'],
    mayBeMandatory: false,
    urgent: false,
    digestible: true,
    params: ['personName', 'documentName', 'companyMemberId'],
    link: (params) =>
      `/admin/users/profile/${encodeURIComponent(params.companyMemberId)}/employment-information`,
    text: {
      en: {
        title: '{personName}: new document {documentName}',
        body: 'The document "{documentName}" was added to the documents of {personName}.',
      },
      mk: {
        title: '{personName}: нов документ {documentName}',
        body: 'Документот „{documentName}“ е додаден во документите на {personName}.',
      },
      sq: {
        title: '{personName}: dokument i ri {documentName}',
        body: 'Dokumenti „{documentName}“ u shtua te dokumentet e {personName}.',
      },
    },
  }),
  'chat.connector_disabled': event({
    // The people who manage the company's chat channels hear that one stopped (decision 092).
    recipients: 'company-admins',
    defaultChannels: ['inApp', 'email'],
    mayBeMandatory: true,
    urgent: false,
    digestible: false,
    params: ['connectorName'],
    link: () => '/current-company-info/settings/chat',
    text: {
      en: {
        title: 'Chat channel {connectorName} was switched off',
        body: 'The channel refused or missed several messages in a row. Check its address and switch it on again.',
      },
      mk: {
        title: 'Каналот за разговор {connectorName} е исклучен',
        body: 'Каналот одби или пропушти неколку пораки по ред. Проверете ја неговата адреса и вклучете го повторно.',
      },
      sq: {
        title: 'Kanali i bisedës {connectorName} u çaktivizua',
        body: 'Kanali refuzoi ose humbi disa mesazhe radhazi. Kontrolloni adresën e tij dhe aktivizojeni përsëri.',
      },
    },
  }),
  'webhook.disabled': event({
    // The people who manage the company's webhooks hear that one stopped (decision 089).
    recipients: 'company-admins',
    defaultChannels: ['inApp', 'email'],
    mayBeMandatory: true,
    urgent: false,
    digestible: false,
    params: ['webhookName'],
    link: () => '/current-company-info/settings/webhooks',
    text: {
      en: {
        title: 'Webhook {webhookName} was switched off',
        body: 'Its receiver refused or missed several deliveries in a row. Check the address and switch it on again.',
      },
      mk: {
        title: 'Вебхукот {webhookName} е исклучен',
        body: 'Неговиот примач одби или пропушти неколку испораки по ред. Проверете ја адресата и вклучете го повторно.',
      },
      sq: {
        title: 'Webhook-u {webhookName} u çaktivizua',
        body: 'Marrësi i tij refuzoi ose humbi disa dërgesa radhazi. Kontrolloni adresën dhe aktivizojeni përsëri.',
      },
    },
  }),
  'testing.notification': event({
    // Sent by a person to themselves from the testing screen, to see the in-app channel work.
    recipients: 'subjects',
    defaultChannels: ['inApp'],
    mayBeMandatory: false,
    urgent: false,
    digestible: false,
    params: [],
    link: () => '/testing',
    text: {
      en: { title: 'Test notification', body: 'Notifications in the app reach you.' },
      mk: { title: 'Пробно известување', body: 'Известувањата во апликацијата стигнуваат до вас.' },
      sq: { title: 'Njoftim provë', body: 'Njoftimet në aplikacion ju arrijnë.' },
    },
  }),
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_EVENTS) as NotificationKind[];

/** The parameters an event of `kind` carries. */
export type NotificationParams<Kind extends NotificationKind> =
  (typeof NOTIFICATION_EVENTS)[Kind] extends NotificationEventDefinition<infer P> ? Record<P, string> : never;

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_EVENTS, value);
}

/** Module names as notifications show them (the `module` parameter of company.module_switched). */
export const MODULE_NAMES: Record<NotificationLanguage, Record<Module, string>> = {
  en: {
    TIME_TRACKING: 'Time Tracking',
    HUMAN_RESOURCES: 'Human Resources',
    ABSENCE: 'Absence',
    TEMPLATE_GENERATION: 'Template Generation',
  },
  mk: {
    TIME_TRACKING: 'Евиденција на време',
    HUMAN_RESOURCES: 'Човечки ресурси',
    ABSENCE: 'Отсуства',
    TEMPLATE_GENERATION: 'Генерирање шаблони',
  },
  sq: {
    TIME_TRACKING: 'Regjistrimi i kohës',
    HUMAN_RESOURCES: 'Burimet njerëzore',
    ABSENCE: 'Mungesat',
    TEMPLATE_GENERATION: 'Gjenerimi i shablloneve',
  },
};

/**
 * The jobs a person starts and hears the end of (`jobName` of job.finished and job.failed), by
 * queue, per language. The jobs platform refuses to track a job whose queue is not named here, so
 * no notification can show a queue's machine name.
 */
export const TRACKED_JOB_NAMES = {
  en: {
    'hr.member-import': 'Member import',
    'templates.bulk-generation': 'Bulk document generation',
    'testing.steps': 'Test job',
  },
  mk: {
    'hr.member-import': 'Увоз на членови',
    'templates.bulk-generation': 'Групно генерирање документи',
    'testing.steps': 'Пробна задача',
  },
  sq: {
    'hr.member-import': 'Importi i anëtarëve',
    'templates.bulk-generation': 'Gjenerimi në grup i dokumenteve',
    'testing.steps': 'Detyrë prove',
  },
} as const satisfies Record<NotificationLanguage, Record<string, string>>;

export type TrackedJobQueue = keyof (typeof TRACKED_JOB_NAMES)['en'];

export function isTrackedJobQueue(queue: string): queue is TrackedJobQueue {
  return Object.hasOwn(TRACKED_JOB_NAMES.en, queue);
}

/** Words some parameters stand for, per language: roles, on/off and decisions. */
export const PARAM_WORDS: Record<NotificationLanguage, Record<string, string>> = {
  en: {
    OWNER: 'an owner',
    ADMIN: 'an administrator',
    MEMBER: 'a member',
    on: 'switched on',
    off: 'switched off',
    approved: 'approved',
    rejected: 'rejected',
  },
  mk: {
    OWNER: 'сопственик',
    ADMIN: 'администратор',
    MEMBER: 'член',
    on: 'вклучен',
    off: 'исклучен',
    approved: 'одобрено',
    rejected: 'одбиено',
  },
  sq: {
    OWNER: 'pronar',
    ADMIN: 'administrator',
    MEMBER: 'anëtar',
    on: 'i aktivizuar',
    off: 'i çaktivizuar',
    approved: 'miratuar',
    rejected: 'refuzuar',
  },
};
