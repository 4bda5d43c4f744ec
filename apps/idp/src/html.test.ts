import { describe, expect, it } from 'vitest';
import { escapeHtml, html, SafeHtml, trusted } from './html.ts';

describe('html', () => {
  it('escapes every interpolated value, in content and in quoted attributes', () => {
    const name = `<script>alert("x")</script> & 'quotes'`;
    const page = html`<p title="${name}">${name}</p>`;
    expect(page).toBeInstanceOf(SafeHtml);
    expect(page.markup).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</p>',
    );
  });

  it('keeps nested html fragments and trusted markup as they are, and escapes a look-alike string', () => {
    const inner = html`<b>${'a<b'}</b>`;
    expect(html`<p>${inner}</p>`.markup).toBe('<p><b>a&lt;b</b></p>');
    expect(html`<div>${trusted('<form id="f"></form>')}</div>`.markup).toBe(
      '<div><form id="f"></form></div>',
    );
    expect(html`<div>${'<form id="f"></form>'}</div>`.markup).toBe(
      '<div>&lt;form id=&quot;f&quot;&gt;&lt;/form&gt;</div>',
    );
  });

  it('renders nothing for null, undefined and false, numbers as text, and each item of an array', () => {
    const missing: string | undefined = undefined;
    expect(html`[${null}${missing}${false}]`.markup).toBe('[]');
    expect(html`<input minlength="${8}">`.markup).toBe('<input minlength="8">');
    expect(html`<ul>${['<1>', html`<li>2</li>`]}</ul>`.markup).toBe('<ul>&lt;1&gt;<li>2</li></ul>');
  });

  it('turns into its markup where a string is expected', () => {
    expect(`${html`<p>${'&'}</p>`}`).toBe('<p>&amp;</p>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter and treats null as empty', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
    expect(escapeHtml(null)).toBe('');
  });
});
