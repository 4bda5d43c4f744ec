import type { Page } from 'playwright-core';

/**
 * What does not fit a phone's screen (docs/product/routes-and-redirects.md#phones): the page
 * scrolls sideways, or a control (button, field, link, checkbox, tab) lies past the screen's right
 * edge where no container of its own scrolls to it. A wide table inside a scrolling container is
 * fine; the page itself never is. Answers one line per problem, at most five controls named.
 */
export async function phoneFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width + 1) problems.push(`the page is ${pageWidth} px wide on a ${width} px screen`);
    const scrollsSideways = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const overflow = getComputedStyle(parent).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollWidth > parent.clientWidth)
          return true;
      }
      return false;
    };
    const controls = document.querySelectorAll(
      'button, input:not([type="hidden"]), select, textarea, a[href], [role="checkbox"], [role="switch"], [role="tab"]',
    );
    const outside: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Not drawn, or drawn as a visually hidden 1 px box for screen readers only.
      if (box.width <= 1 || box.height <= 1) continue;
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      if (box.right <= width + 1 || scrollsSideways(control)) continue;
      const name =
        control.getAttribute('aria-label') ??
        (control.textContent ?? '').trim().slice(0, 40) ??
        control.tagName.toLowerCase();
      outside.push(`“${name || control.tagName.toLowerCase()}” (right edge at ${Math.round(box.right)} px)`);
    }
    if (outside.length > 0) {
      problems.push(
        `${outside.length} control(s) past the screen's right edge: ${outside.slice(0, 5).join(', ')}`,
      );
    }
    return problems;
  });
}
