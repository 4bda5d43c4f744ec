/** Albanian strings of the team's absence. */
export const strings = {
  absenceTeam: {
    loadFailed: 'Kjo nuk mund të ngarkohej.',
    saveFailed: 'Ndryshimi nuk mund të ruhej.',
    account: {
      scheduleTitle: 'Orari im i punës',
      scheduleIntro:
        'Orët që pritet të punoni në çdo ditë të javës. Lejet me ditë të plota dhe gjysmëditë llogariten në këto orë. E cakton një pronar ose administrator.',
      noSchedule: 'Ende nuk ju zbatohet asnjë orar.',
      companyDefault: 'Orari i paracaktuar i kompanisë, në fuqi që nga {{date}}.',
      ownSchedule: 'Orari juaj, në fuqi që nga {{date}}.',
      weekTotal: 'Gjithsej në javë: {{hours}} orë',
      planned: 'Nga {{date}}: {{hours}} orë në javë.',
      optionalTitle: 'Festat opsionale {{year}}',
      optionalIntro:
        'Ditë që kompania ju lejon t’i zgjidhni vetë si pushim (festë e një komuniteti ose fetare). Askush nuk i zgjedh për ju.',
      noOptional: 'Kompania juaj nuk ofron festa opsionale këtë vit.',
      estimated: 'Data e parashikuar',
      taken: 'Jeni me pushim më {{name}}.',
      notTaken: 'Punoni më {{name}}.',
    },
  },
};
