/** The provider's e-mail: its paragraphs, an optional button link and footer, as text and HTML. */
export function mailMessage(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: string,
  footer?: string,
) {
  const text = [
    ...paragraphs,
    ...(link ? ['', link] : []),
    ...(footer ? ['', footer] : []),
    '',
    '— Atrium',
  ].join('\n');
  const esc = (s: string) =>
    s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#212529">
<p style="font-size:18px;font-weight:700;color:#4c6ef5">Atrium</p>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
${
  link
    ? `<p><a href="${esc(link)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${esc(subject)}</a></p>
<p style="font-size:12px;color:#868e96">${esc(link)}</p>`
    : ''
}
${footer ? `<p style="font-size:13px;color:#495057">${esc(footer)}</p>` : ''}
</body></html>`;
  return { to, subject, text, html, secrets: link ? [link] : [] };
}
