/** English strings of the contact-support screen. */
export const strings = {
  contactSupport: {
    intro: 'Tell us what went wrong or what you need. We answer by e-mail.',
    goesTo: 'Your message goes to {{address}}.',
    storedOnly:
      'No support e-mail address is set up for this installation: your message is kept in Atrium for its administrators.',
    subject: 'Subject',
    message: 'Message',
    messageHint: 'What did you do, what did you expect, and what happened instead?',
    includeCompany: 'Include my company ({{company}})',
    includeCompanyHint: 'Helps support find your company’s settings and data.',
    send: 'Send message',
    subjectLength: 'Enter a subject of {{min}} to {{max}} characters, on one line.',
    messageLength: 'Enter a message of {{min}} to {{max}} characters.',
    rateLimited:
      'You have sent several messages in a short time. Please wait a while before sending another.',
    failed: 'Your message could not be sent. Please try again.',
    sentTitle: 'Thank you, your message was sent',
    sentEmailed: 'Support received it at {{address}} and will answer by e-mail.',
    sentStored: 'It is stored in Atrium for the administrators of this installation.',
    another: 'Write another message',
  },
};
