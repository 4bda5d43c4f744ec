/**
 * What the product keeps of a message it sends, and what user-typed text may do inside one.
 * See docs/decisions/017.
 */

/** Put where a secret link was in every stored copy of a message. */
export const WITHHELD = '[link withheld: only the recipient’s mailbox holds it]';

// A URL with a long random run in it (a token: ours are 43 base64url characters) is treated as a
// secret even when its sender forgot to declare it. UUIDs (36 characters) are not matched.
const TOKEN_URL = /\bhttps?:\/\/[^\s"'<>]*[A-Za-z0-9_-]{40,}[^\s"'<>]*/g;

/**
 * The text to store: each declared secret and every URL carrying a token replaced by WITHHELD.
 * HTML bodies keep their structure; an href is emptied the same way.
 */
export function withoutSecrets(text: string, secrets: readonly string[] = []): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    result = result.split(secret).join(WITHHELD);
    // The HTML body carries the link with & escaped.
    const escaped = secret.replaceAll('&', '&amp;');
    if (escaped !== secret) result = result.split(escaped).join(WITHHELD);
  }
  return result.replace(TOKEN_URL, WITHHELD);
}

// scheme://…, www.…, or a name.tld as a mail client would turn it into a link.
const LINK_LIKE = /\b([a-z][a-z0-9+.-]*:\/\/|www\.|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b)/gi;

/**
 * User-typed text (a company name, a person's name) going into a subject or body: anything a mail
 * client would turn into a link is broken up (`evil.example` → `evil[.]example`), so that a
 * stranger's company name cannot carry a clickable phishing link in our name.
 */
export function neutraliseLinks(text: string): string {
  return text.replace(LINK_LIKE, (match) => match.replaceAll('://', '[:]//').replaceAll('.', '[.]'));
}
