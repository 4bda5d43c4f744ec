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
  /**
   * False when messages reach nobody (no mail server is configured): the forgot-password page
   * then says how a reset link is had instead of promising an e-mail. Unset: they are delivered.
   */
  readonly delivers?: boolean;
}
