export interface SupportMailInput {
  subject: string;
  message: string;
  senderName: string | null;
  senderEmail: string | null;
  companyName: string | null;
  companyId: string | null;
  messageId: string;
}

/** The e-mail support receives: plain text only, so nothing the sender typed becomes markup. */
export function supportMail(input: SupportMailInput): { subject: string; text: string } {
  const from = [input.senderName, input.senderEmail ? `<${input.senderEmail}>` : null]
    .filter(Boolean)
    .join(' ');
  const lines = [
    `From: ${from || 'unknown person'}`,
    input.companyId ? `Company: ${input.companyName ?? ''} (${input.companyId})` : 'Company: not included',
    `Message id: ${input.messageId}`,
    '',
    input.message,
  ];
  return { subject: `[Atrium support] ${input.subject}`, text: lines.join('\n') };
}
