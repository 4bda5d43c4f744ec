/** Çfarë thotë aplikacioni kur serveri përgjigjet se është përkohësisht i padisponueshëm (503). */
export const strings = {
  serviceStatus: {
    unavailable:
      'Shërbimi është përkohësisht i padisponueshëm. Ju lutemi provoni përsëri pas disa sekondash.',
  },
};
