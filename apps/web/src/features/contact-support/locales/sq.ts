/** Tekstet shqip të ekranit të kontaktit me mbështetjen. */
export const strings = {
  contactSupport: {
    intro: 'Na tregoni çfarë shkoi keq ose çfarë ju nevojitet. Përgjigjemi me e-mail.',
    goesTo: 'Mesazhi juaj dërgohet te {{address}}.',
    storedOnly:
      'Për këtë instalim nuk është caktuar adresë e-maili për mbështetjen: mesazhi juaj ruhet në Atrium për administratorët e tij.',
    subject: 'Tema',
    message: 'Mesazhi',
    messageHint: 'Çfarë bëtë, çfarë prisnit dhe çfarë ndodhi në vend të kësaj?',
    includeCompany: 'Përfshi kompaninë time ({{company}})',
    includeCompanyHint: 'I ndihmon mbështetjes të gjejë cilësimet dhe të dhënat e kompanisë suaj.',
    send: 'Dërgo mesazhin',
    subjectLength: 'Shkruani një temë me {{min}} deri në {{max}} karaktere, në një rresht.',
    messageLength: 'Shkruani një mesazh me {{min}} deri në {{max}} karaktere.',
    rateLimited: 'Keni dërguar disa mesazhe në pak kohë. Ju lutemi prisni pak para se të dërgoni një tjetër.',
    failed: 'Mesazhi nuk u dërgua dot. Ju lutemi provoni përsëri.',
    sentTitle: 'Faleminderit, mesazhi juaj u dërgua',
    sentEmailed: 'Mbështetja e mori te {{address}} dhe do të përgjigjet me e-mail.',
    sentStored: 'Është ruajtur në Atrium për administratorët e këtij instalimi.',
    another: 'Shkruaj një mesazh tjetër',
  },
};
