/** Tekstet shqip të ekraneve të informacionit të kompanisë. */
export const strings = {
  companyInfo: {
    about: {
      loadFailed: 'Informacioni i kompanisë nuk u ngarkua dot.',
      retry: 'Provo përsëri',
      edit: 'Ndrysho',
      cancel: 'Anulo',
      save: 'Ruaj',
      saved: 'Informacioni i kompanisë u ruajt.',
      saveFailed: 'Informacioni i kompanisë nuk u ruajt dot.',
      noDescription: 'Ende nuk ka përshkrim.',
      noDescriptionAdmin: 'Ende nuk ka përshkrim. Përdorni „Ndrysho“ për të treguar çfarë bën kompania.',
      contact: 'Kontakti',
      noContact: 'Ende nuk ka të dhëna kontakti.',
      logoAlt: 'Logoja e {{name}}',
      coverAlt: 'Fotografia e kopertinës së {{name}}',
      editTitle: 'Ndrysho informacionin e kompanisë',
      fields: {
        name: 'Emri i kompanisë',
        description: 'Rreth kompanisë',
        descriptionHint: 'I dukshëm për të gjithë në kompani. Deri në {{max}} karaktere.',
        address: 'Adresa',
        country: 'Shteti',
        countryPlaceholder: 'Zgjidhni një shtet',
        website: 'Faqja e internetit',
        websitePlaceholder: 'https://example.com',
        contactEmail: 'E-maili i kontaktit',
        contactEmailPlaceholder: 'info@example.com',
      },
      validation: {
        nameLength: 'Shkruani një emër me {{min}} deri në {{max}} karaktere.',
        tooLong: 'Përdorni jo më shumë se {{max}} karaktere.',
        website: 'Shkruani një adresë të plotë që fillon me http:// ose https://.',
        email: 'Shkruani një adresë e-maili të vlefshme.',
        country: 'Zgjidhni një shtet nga lista.',
      },
    },
    modules: {
      intro: 'Zgjidhni modulet që përdor kompania juaj. Ndryshimet ruhen menjëherë dhe vlejnë për të gjithë.',
      loadFailed: 'Modulet nuk u ngarkuan dot.',
      saveFailed: 'Ndryshimi nuk u ruajt dot.',
      switchedOn: '{{module}} u aktivizua.',
      switchedOff: '{{module}} u çaktivizua.',
      descriptions: {
        TIME_TRACKING:
          'Regjistroni kohën e punës sipas projekteve dhe klientëve, me kohëmatës dhe statistika.',
        ABSENCE: 'Kërkoni dhe miratoni pushime, me përmbledhje dhe planifikues.',
        HUMAN_RESOURCES: 'Mbani dosjet e punonjësve: të dhëna personale, të punësimit dhe të tjera.',
        TEMPLATE_GENERATION: 'Krijoni dokumente për njerëzit dhe kërkesat për pushim nga shabllone Word.',
      },
      confirmTitle: 'Të çaktivizohet {{module}}?',
      confirmBody:
        'Ekranet e tij fshihen dhe veprimet e tij refuzohen për të gjithë në kompani, duke filluar nga hapi i tyre i ardhshëm. Të dhënat ruhen: kur e aktivizoni përsëri, gjithçka kthehet.',
      confirmOff: 'Çaktivizo',
      confirmCancel: 'Mbaje aktiv',
    },
  },
};
