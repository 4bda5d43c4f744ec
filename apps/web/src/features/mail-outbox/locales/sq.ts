export const strings = {
  mailOutbox: {
    intro:
      'E-mailet që Atrium ka dërguar ose nuk ka mundur t’i dërgojë. Lidhjet sekrete (rivendosja e fjalëkalimit, konfirmimi, ftesa) i arrijnë vetëm marrësit dhe këtu fshihen; në kompjuterin e një zhvilluesi pa server poste shfaqen, që të mund të hapen.',
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
