import axe, { type AxeResults, type Result, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = ['serious', 'critical'] as const;

/** WCAG 2.0–2.2 A and AA, and axe's best practices (docs/accessibility.md). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeScanOptions {
  /** Selectors left out of the scan; each caller says why next to it. */
  exclude?: readonly string[];
}

/**
 * The serious and critical violations axe finds on the page as it is now. axe is put into the
 * document once and stays there while the app moves between screens without loading the page
 * again, so a walk over many screens does not load it for every scan.
 */
export async function blockingViolations(page: Page, options: AxeScanOptions = {}): Promise<Result[]> {
  await transitionsSettled(page);
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
  const runOptions: RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    async ({ exclude, runOptions }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document;
      return JSON.parse(JSON.stringify(await engine.run(context, runOptions))) as AxeResults;
    },
    { exclude: [...(options.exclude ?? [])], runOptions },
  );
  return results.violations.filter((violation) =>
    (BLOCKING_IMPACTS as readonly string[]).includes(violation.impact ?? ''),
  );
}

/**
 * Waits (up to two seconds) for the page's running transitions and finite animations to end: a
 * dialog's overlay fading in or a button's hover colour on its way out is measured by axe as it is
 * halfway, which is neither what the user sees nor stable from run to run. Endless animations
 * (a spinner) are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** One line per violation and node: rule, impact, what it means, where, and axe's summary. */
export function describeViolations(screen: string, violations: readonly Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${screen}: [${violation.impact}] ${violation.id} — ${violation.help}\n` +
          `    at ${node.target.join(' ')}: ${node.html.slice(0, 240)}\n` +
          `    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    )
    .join('\n');
}
