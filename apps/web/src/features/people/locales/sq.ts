/** Albanian strings of the company directory. */
export const strings = {
  people: {
    search: 'Kërko',
    searchPlaceholder: 'Emër, e-mail ose pozitë',
    department: 'Departamenti',
    allDepartments: 'Të gjitha departamentet',
    unplaced: 'Pa departament',
    filterGroup: 'Shfaq',
    count_one: '{{count}} person',
    count_other: '{{count}} persona',
    loading: 'Po ngarkohen njerëzit…',
    loadFailed: 'Njerëzit nuk u ngarkuan dot.',
    retry: 'Provo përsëri',
    emptyTitle: 'Ende nuk ka njeri këtu',
    emptyText: 'Njerëzit shfaqen këtu sapo t’i bashkohen kompanisë.',
    noMatchTitle: 'Askush nuk përputhet',
    noMatchText:
      'Provoni fillimin e një emri, një adresë e-maili ose një pozitë, ose një departament tjetër.',
    name: 'Emri',
    email: 'E-mail',
    phone: 'Telefoni',
    noPosition: 'Pa pozitë',
    pagination: {
      previous: 'Faqja e mëparshme',
      next: 'Faqja tjetër',
      first: 'Faqja e parë',
      last: 'Faqja e fundit',
    },
  },
};
