/**
 * Markup that goes into a page as it is: what `html` built, or what `trusted` vouches for. Every
 * other value interpolated into `html` is escaped, so a page cannot forget to escape one.
 */
export class SafeHtml {
  readonly markup: string;

  constructor(markup: string) {
    this.markup = markup;
  }

  toString(): string {
    return this.markup;
  }
}

/** Text made safe inside element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Markup produced elsewhere that must not be escaped, such as oidc-provider's own logout form.
 * The one way around escaping: call it only on markup that no visitor could have written.
 */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.markup;
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(value);
}

/**
 * A template tag for HTML: `html\`<p>${text}</p>\`` escapes `text` and keeps nested `html`
 * fragments as they are. `null`, `undefined` and `false` render nothing (so
 * `${condition && html\`…\`}` works) and arrays render each item. Escaping covers element content
 * and quoted attribute values; an attribute must always be quoted, and a URL still has to come
 * from the server itself, not from the visitor.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(markup);
}
