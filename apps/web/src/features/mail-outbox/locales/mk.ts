export const strings = {
  mailOutbox: {
    intro:
      'Е-пошта што Atrium ја испратил или ја чува. Кога нема конфигуриран сервер за пошта, тука пристигнуваат врските за промена на лозинка, потврда и покани.',
    filterLabel: 'Примач',
    filterPlaceholder: 'ime@primer.com',
    empty: 'Сè уште нема е-пошта.',
    loadFailed: 'Излезното сандаче не може да се вчита. Обидете се повторно.',
    to: 'До',
    subject: 'Наслов',
    status: 'Статус',
    created: 'Создадено',
    statuses: {
      QUEUED: 'Во редица',
      SENT: 'Испратено',
      FAILED: 'Неуспешно',
      OUTBOX: 'Зачувано (нема сервер за пошта)',
    },
    showMessage: 'Прикажи порака',
    hideMessage: 'Скриј порака',
    total: '{{count}} пораки',
  },
};
