/**
 * Up to two capital letters for an avatar: the first letters of the first and last words of the
 * name, else the first letter of the e-mail address, else "?".
 */
export function initialsOf(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  if (words.length > 0) {
    const first = letter(words[0]);
    const last = words.length > 1 ? letter(words[words.length - 1]) : '';
    return (first + last).toLocaleUpperCase();
  }
  const fromEmail = letter(email?.trim());
  return fromEmail ? fromEmail.toLocaleUpperCase() : '?';
}
