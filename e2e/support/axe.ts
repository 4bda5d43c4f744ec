import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

export const BLOCKING_IMPACTS = ['serious', 'critical'] as const;

export interface AxeScanOptions {
  /** Selectors left out of the scan; each caller says why next to it. */
  exclude?: readonly string[];
}

/** The serious and critical violations axe finds on the page as it is now. */
export async function blockingViolations(page: Page, options: AxeScanOptions = {}): Promise<Result[]> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.filter((violation) =>
    (BLOCKING_IMPACTS as readonly string[]).includes(violation.impact ?? ''),
  );
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
