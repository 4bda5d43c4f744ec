export const strings = {
  mailOutbox: {
    intro:
      'E-mail Atrium has sent or could not send. Secret links (password reset, confirmation, invitation) reach only their recipient and are withheld here, also when no mail server is set up; only a developer’s own machine, started for development, shows them. Without a mail server, whoever invites someone passes on the invitation link shown to them when they send it.',
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
    total_one: '{{count}} message',
    total_other: '{{count}} messages',
  },
};
