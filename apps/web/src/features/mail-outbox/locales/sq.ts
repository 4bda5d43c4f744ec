export const strings = {
  mailOutbox: {
    intro:
      'E-mailet që Atrium ka dërguar ose nuk ka mundur të dërgojë dhe, pa server poste, ato që i ka mbajtur pa i dërguar. Lidhjet sekrete (rivendosja e fjalëkalimit, konfirmimi i adresës, ftesa) këtu fshihen gjithmonë; i shfaq vetëm kompjuteri i zhvilluesit, kur është nisur për zhvillim. Pa server poste këto lidhje nuk i arrijnë askujt: kush fton dikë e kopjon lidhjen e ftesës që i shfaqet kur e dërgon ftesën ose kur e dërgon sërish nga lista e ftesave në pritje, dhe kush e mirëmban serverin mund të krijojë aty një lidhje për rivendosjen e fjalëkalimit për dikë që nuk mund të hyjë (ajo konfirmon edhe adresën).',
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
