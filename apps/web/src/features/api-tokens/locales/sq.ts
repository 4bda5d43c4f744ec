/** Albanian strings of the API token screens. */
export const strings = {
  apiTokens: {
    intro:
      'Një token personal API lejon një skript ose një shërbim tjetër të veprojë në emrin tuaj në këtë kompani, vetëm për fushat që zgjidhni dhe deri në ditën e tij të fundit. Shfaqet vetëm një herë: kopjojeni kur krijohet.',
    companyIntro:
      'Të gjitha tokenat që kanë krijuar anëtarët e kësaj kompanie. Një token i revokuar ndalon së punuari që në kërkesën e radhës.',
    createTitle: 'Token i ri',
    fields: {
      name: 'Emri',
      nameHint: 'Për çfarë shërben tokeni, që ta njihni më vonë.',
      scopes: 'Fushat',
      expiresOn: 'Dita e fundit',
    },
    scopes: {
      time_read: 'Lexim i kohës',
      time_write: 'Shkrim i kohës',
      absence_read: 'Lexim i mungesave',
      absence_write: 'Shkrim i mungesave',
      people_read: 'Lexim i njerëzve',
      people_write: 'Shkrim i njerëzve',
      documents_read: 'Lexim i dokumenteve',
      documents_write: 'Shkrim i dokumenteve',
    },
    create: 'Krijo tokenin',
    createFailed: 'Tokeni nuk u krijua.',
    createdTitle: 'Kopjojeni tokenin e ri tani',
    createdText:
      'Kjo është e vetmja herë që tokeni shfaqet. Dërgojeni si „Authorization: Bearer“ të ndjekur nga tokeni.',
    tokenLabel: 'Token i ri API',
    copy: 'Kopjo',
    copied: 'U kopjua',
    done: 'Mbaroi',
    listTitle: 'Tokenat',
    none: 'Ende nuk ka tokena.',
    columns: {
      name: 'Emri',
      owner: 'Personi',
      scopes: 'Fushat',
      expires: 'Dita e fundit',
      lastUsed: 'Përdorur së fundi',
      status: 'Gjendja',
      actions: 'Veprimet',
    },
    neverUsed: 'Asnjëherë',
    status: {
      active: 'Aktiv',
      revoked: 'I revokuar',
      expired: 'I skaduar',
    },
    revoke: 'Revoko',
    revokeTitle: 'Të revokohet ky token?',
    revokeConfirm: '„{{name}}“ ndalon së punuari menjëherë. Skriptet që e përdorin do të refuzohen.',
    revoked: 'Tokeni u revokua.',
    revokeFailed: 'Tokeni nuk u revokua.',
    loadFailed: 'Tokenat nuk mund të ngarkoheshin.',
  },
};
