/** What the app says when the server answers that it is briefly unavailable (503). */
export const strings = {
  serviceStatus: {
    unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  },
};
