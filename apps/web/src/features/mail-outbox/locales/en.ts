export const strings = {
  mailOutbox: {
    intro:
      'E-mail Atrium has sent or could not send and, without a mail server, the e-mail it kept undelivered. Secret links (password reset, address confirmation, invitation) are withheld here in every case; only a developer’s own machine, started for development, shows them. Without a mail server those links reach nobody: whoever invites someone copies the invitation link shown when they send the invitation, or send it again from the list of pending invitations, and whoever runs the server can create a password reset link there for a person who cannot sign in (following it confirms their address too).',
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
