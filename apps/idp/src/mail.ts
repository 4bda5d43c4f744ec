export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Parts of the message only its recipient may read (reset and confirmation links). The
   * application delivers them but never keeps them readable; see docs/decisions/017.
   */
  secrets: string[];
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
