export const strings = {
  mailOutbox: {
    intro:
      'Email-et që Atrium ka dërguar ose ruajtur. Kur nuk është konfiguruar server poste, këtu mbërrijnë lidhjet për rivendosjen e fjalëkalimit, konfirmimin dhe ftesat.',
    filterLabel: 'Marrësi',
    filterPlaceholder: 'emri@shembull.com',
    empty: 'Ende nuk ka email.',
    loadFailed: 'Kutia dalëse nuk mund të ngarkohej. Provoni përsëri.',
    to: 'Për',
    subject: 'Subjekti',
    status: 'Statusi',
    created: 'Krijuar',
    statuses: {
      QUEUED: 'Në radhë',
      SENT: 'Dërguar',
      FAILED: 'Dështoi',
      OUTBOX: 'Ruajtur (pa server poste)',
    },
    showMessage: 'Shfaq mesazhin',
    hideMessage: 'Fshih mesazhin',
    total: '{{count}} mesazhe',
  },
};
