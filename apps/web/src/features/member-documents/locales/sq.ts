import type { strings as english } from './en.ts';

/** Tekstet shqip të dokumenteve të anëtarit dhe rregullave të dokumenteve të mungesave. */
export const strings: typeof english = {
  memberDocuments: {
    title: 'Dokumentet',
    intro: 'Dokumente të bëra nga shabllonet e kompanisë dhe të ruajtura këtu.',
    listLabel: 'Dokumentet',
    empty: 'Ende nuk ka dokumente.',
    loadFailed: 'Dokumentet nuk u ngarkuan dot.',
    retry: 'Provo përsëri',
    columns: { name: 'Emri', filed: 'Ruajtur më', filedBy: 'Ruajtur nga' },
    byRule: 'Automatikisht',
    download: 'Shkarko',
    downloadLabel: 'Shkarko {{name}}',
    downloadFailed: 'Dokumenti nuk u shkarkua dot.',
    rules: {
      intro:
        'Kur një kërkesë për mungesë e një lloji miratohet ose anulohet, nga një shabllon kërkese për mungesë bëhet një dokument dhe ruhet te dokumentet e anëtarit. Anëtari, pronarët dhe administratorët njoftohen.',
      listLabel: 'Rregullat e dokumenteve të mungesave',
      empty: 'Ende nuk ka rregulla.',
      add: 'Shto rregull',
      addTitle: 'Shto rregull',
      editTitle: 'Ndrysho rregullin',
      removeTitle: 'Hiq rregullin',
      removeText: 'Dokumentet që ka ruajtur ky rregull mbeten te dokumentet e anëtarëve.',
      columns: {
        leaveType: 'Lloji i mungesës',
        stateChange: 'Kur kërkesa është',
        template: 'Shablloni',
        actions: 'Veprime',
      },
      stateChanges: { approved: 'Miratuar', cancelled: 'Anuluar' },
      noTemplates: 'Ende nuk ka shabllone kërkesash për mungesë. Ngarkoni një te Shabllonet më parë.',
      edit: 'Ndrysho',
      editLabel: 'Ndrysho rregullin për {{type}}',
      remove: 'Hiq',
      removeLabel: 'Hiq rregullin për {{type}}',
      save: 'Ruaj',
      cancel: 'Anulo',
      saved: 'Rregulli u ruajt',
      removed: 'Rregulli u hoq',
      saveFailed: 'Rregulli nuk u ruajt dot.',
      loadFailed: 'Rregullat nuk u ngarkuan dot.',
      duplicate: 'Ky lloj mungese dhe kjo gjendje e përdorin tashmë këtë shabllon.',
      required: 'Zgjidhni një',
    },
  },
};
