export const strings = {
  mailOutbox: {
    intro:
      'E-mailet që Atrium ka dërguar ose nuk ka mundur të dërgojë. Lidhjet sekrete (rivendosja e fjalëkalimit, konfirmimi, ftesa) i arrijnë vetëm marrësit dhe këtu fshihen, edhe kur nuk ka server poste; i shfaq vetëm kompjuteri i zhvilluesit, kur është nisur për zhvillim. Pa server poste, kush fton dikë e përcjell vetë lidhjen e ftesës që i shfaqet kur e dërgon.',
    filterLabel: 'Marrësi',
    filterPlaceholder: 'emri@shembull.com',
    empty: 'Ende nuk ka e-mail.',
    loadFailed: 'Kutia dalëse nuk mund të ngarkohej. Provoni përsëri.',
    to: 'Për',
    subject: 'Tema',
    status: 'Statusi',
    created: 'Krijuar',
    statuses: {
      QUEUED: 'Në radhë',
      SENT: 'U dërgua',
      FAILED: 'Dështoi',
      OUTBOX: 'Ruajtur (pa server poste)',
    },
    showMessage: 'Shfaq mesazhin',
    hideMessage: 'Fshih mesazhin',
    total_one: '{{count}} mesazh',
    total_other: '{{count}} mesazhe',
  },
};
