export const strings = {
  mailOutbox: {
    intro:
      'E-mail Atrium has sent or kept. Without a mail server configured, this is where password-reset, confirmation and invitation links arrive.',
    filterLabel: 'Recipient',
    filterPlaceholder: 'name@example.com',
    empty: 'No e-mail yet.',
    loadFailed: 'The outbox could not be loaded. Please try again.',
    to: 'To',
    subject: 'Subject',
    status: 'Status',
    created: 'Created',
    statuses: { QUEUED: 'Queued', SENT: 'Sent', FAILED: 'Failed', OUTBOX: 'Kept (no mail server)' },
    showMessage: 'Show message',
    hideMessage: 'Hide message',
    total: '{{count}} messages',
  },
};
