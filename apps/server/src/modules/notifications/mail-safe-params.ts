import { neutraliseLinks } from '../../platform/mail/mail-text-safety.ts';

/**
 * An event's parameters as an e-mail may carry them: names people typed (a company, a person, a
 * support subject) cannot become a clickable link in our name (`evil.example` → `evil[.]example`).
 * Parameters that are the app's own links (`inviteLink`, `jobLink`) stay as they are.
 */
export function mailSafeParams(params: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      name.endsWith('Link') ? value : neutraliseLinks(value),
    ]),
  );
}
