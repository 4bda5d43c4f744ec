import { machineTextIn } from '@atrium/contract/errors';
import { globSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach } from 'vitest';

/*
 * No page may show a raw translation key or an unfilled `{{placeholder}}`
 * (docs/product/translations.md#what-the-checks-guarantee). Every browser the e2e tests launch
 * (support/browser.ts) watches its pages: an observer in the page reads each text and label as it
 * is added or changed, and reports what looks untranslated; a test that saw one fails after it.
 * The unit tier proves the same rules on the locale files and the code; this catches what only a
 * running app shows (a key built from a value the server sends, a call that passes no values).
 */

/** What an interface key looks like, learned from the English texts, so that other dotted words pass. */
export interface KeyShapes {
  /** First parts of every key (`notifications`, `hr`, `screens`). */
  namespaces: string[];
  /** First two parts of every key of three or more parts (`notifications.kinds`). */
  groups: string[];
  /** Names of the `{{placeholders}}` English texts take (`count`, `done`, `total`). */
  placeholders: string[];
}

/**
 * The untranslated pieces of one text: words shaped like a key of ours (a known first part, and
 * for three parts or more a known first two), and `{{name}}` where `name` is a placeholder of our
 * texts (a placeholder left unfilled can only be one of those). An e-mail address, a URL or a file
 * name is not a key of ours unless it starts exactly like one; what stands in braces is a
 * document template's tag (`{{member.firstName}}`, `{{institution}}`), not a key.
 *
 * Self-contained: it also runs inside the page, passed there as source.
 */
export function untranslatedIn(text: string, shapes: KeyShapes): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\{\{\s*([A-Za-z_]\w*)\s*(?:,[^}]*)?\}\}/g)) {
    if (shapes.placeholders.includes(match[1]!)) found.push(match[0]);
  }
  const word = /(?<![\w.@/:{-])[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+(?![\w@/-]|\.[A-Za-z0-9])/g;
  for (const match of text.matchAll(word)) {
    const parts = match[0].split('.');
    const known =
      parts.length === 2
        ? shapes.namespaces.includes(parts[0]!)
        : shapes.groups.includes(`${parts[0]}.${parts[1]}`);
    if (known) found.push(match[0]);
  }
  return found;
}

/**
 * A raw value of one of our code lists in snake case (`special_category_read`, `half_day`) in a
 * text meant for people, who read such values by their translated names
 * (docs/product/error-texts-and-toasts.md#text-for-people). A word in a file name, an address or a
 * template tag passes.
 *
 * Self-contained: it also runs inside the page, passed there as source.
 */
export function rawCodeValuesIn(text: string): string[] {
  return [...text.matchAll(/(?<![\w./@{=-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w@/{}-]|\.\w)/g)].map(
    (match) => match[0],
  );
}

/**
 * Runs in the page (from its source): reads the text and the announced labels of everything added
 * or changed, and hands what is untranslated to `report`. The translations editor shows keys and
 * English sources as its content, so its pages are not read.
 */
function watchPage(
  check: (text: string, shapes: KeyShapes) => string[],
  shapes: KeyShapes,
  report: (found: string[]) => void,
): void {
  const LABELS = ['aria-label', 'aria-valuetext', 'placeholder', 'title', 'alt'];
  const SKIPPED = new Set(['STYLE', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE']);
  // Syntax shown as written (a template's tags in the builder), in code or a monospace text.
  const AS_WRITTEN = 'code, kbd, pre, samp, [style*="monospace"]';
  const isText = (node: Node) =>
    !SKIPPED.has(node.parentElement?.tagName ?? '') && !node.parentElement?.closest(AS_WRITTEN);
  const seen = new Set<string>();
  // Where a finding was seen, so that a failure points at the element: `<button aria-label>`.
  const read = (text: string | null | undefined, into: string[], where: string) => {
    // Every finding has a brace, a dot, an underscore or a hyphen: most texts are passed over.
    if (text && /[{._-]/.test(text))
      into.push(...check(text, shapes).map((found) => `${found}  in ${where}`));
  };
  const readElement = (element: Element, into: string[]) => {
    const tag = element.tagName.toLowerCase();
    for (const name of LABELS) read(element.getAttribute(name), into, `<${tag} ${name}>`);
  };
  const readText = (node: Node, into: string[]) => {
    if (isText(node))
      read(node.nodeValue, into, `the text of <${node.parentElement?.tagName.toLowerCase()}>`);
  };
  const readTree = (node: Node, into: string[]) => {
    if (node.nodeType === Node.TEXT_NODE) {
      readText(node, into);
      return;
    }
    if (!(node instanceof Element) || SKIPPED.has(node.tagName)) return;
    readElement(node, into);
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let next = walker.nextNode(); next; next = walker.nextNode()) {
      if (next.nodeType === Node.TEXT_NODE) readText(next, into);
      else readElement(next as Element, into);
    }
  };
  const reportFresh = (found: string[]) => {
    const fresh = found.filter((text) => !seen.has(text));
    fresh.forEach((text) => seen.add(text));
    if (fresh.length > 0) report(fresh);
  };
  const observer = new MutationObserver((mutations) => {
    if (location.pathname.startsWith('/translations/')) return;
    const found: string[] = [];
    for (const mutation of mutations) {
      if (mutation.type === 'childList') mutation.addedNodes.forEach((node) => readTree(node, found));
      else if (mutation.type === 'characterData') readTree(mutation.target, found);
      else if (mutation.target instanceof Element) readElement(mutation.target, found);
    }
    reportFresh(found);
  });
  const start = () => {
    if (!location.pathname.startsWith('/translations/')) {
      const found: string[] = [];
      readTree(document.body, found);
      reportFresh(found);
    }
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: LABELS,
    });
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}

let shapes: Promise<KeyShapes> | undefined;

/** The key shapes of the English texts (the app's and every feature's locale file). */
function keyShapes(): Promise<KeyShapes> {
  shapes ??= (async () => {
    const repository = path.resolve(import.meta.dirname, '../..');
    const files = [
      'apps/web/src/i18n/locales/en.ts',
      ...globSync('apps/web/src/features/*/locales/en.ts', { cwd: repository }),
    ];
    const keys: string[] = [];
    const placeholders = new Set<string>();
    const walk = (value: unknown, prefix: string) => {
      if (typeof value === 'string') {
        keys.push(prefix);
        for (const match of value.matchAll(/\{\{\s*([A-Za-z_]\w*)/g)) placeholders.add(match[1]!);
      } else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
      }
    };
    for (const file of files) {
      const module = (await import(pathToFileURL(path.join(repository, file)).href)) as Record<
        string,
        unknown
      >;
      walk(module.en ?? module.strings, '');
    }
    const parts = keys.map((key) => key.split('.'));
    return {
      namespaces: [...new Set(parts.map((part) => part[0]!))],
      groups: [...new Set(parts.filter((part) => part.length >= 3).map((part) => `${part[0]}.${part[1]}`))],
      placeholders: [...placeholders],
    };
  })();
  return shapes;
}

interface Sighting {
  url: string;
  text: string;
}
const sightings: Sighting[] = [];

/** Contexts already watched: Playwright's `browser.newPage` opens its context through `newContext`. */
const watched = new WeakSet<BrowserContext>();

async function watchContext(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding('__reportUntranslated', ({ page }, found: string[]) => {
    for (const text of found) sightings.push({ url: page.url(), text });
  });
  // The checks run in the page from their source; each names what it found.
  const script = `const untranslatedIn = ${untranslatedIn.toString()};
const machineTextIn = ${machineTextIn.toString()};
const rawCodeValuesIn = ${rawCodeValuesIn.toString()};
(${watchPage.toString()})((text, shapes) => [...untranslatedIn(text, shapes), ...machineTextIn(text), ...rawCodeValuesIn(text)], ${JSON.stringify(await keyShapes())}, (found) => window.__reportUntranslated(found));`;
  await context.addInitScript({ content: script });
}

/** Watches every page of every context `browser` opens, from before its first script runs. */
export function watchForUntranslatedTexts(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await watchContext(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    await watchContext(page.context());
    return page;
  };
}

/** What pages reported since the last look, taken out of the record. */
export function takeUntranslatedSightings(): Sighting[] {
  return sightings.splice(0);
}

/** Fails the test (or, after the last test, the file) during which a page showed any. */
function failOnSightings(): void {
  const seen = takeUntranslatedSightings();
  if (seen.length === 0) return;
  const lines = [...new Set(seen.map(({ url, text }) => `  ${text}  (${url})`))];
  throw new Error(
    `A page showed text not meant for people (a raw key, an unfilled placeholder, an ISO date, an id or a raw code value):\n${lines.join('\n')}`,
  );
}
afterEach(failOnSightings);
afterAll(failOnSightings);
