import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { followLastInput, lastInputWasKeyboard } from './last-input.ts';
import classes from './screen-heading-focus.module.css';

/** Marks a heading focused after a pointer's navigation: its stylesheet draws no ring then. */
export const POINTER_FOCUS = 'data-pointer-focus';

/** How long a new screen may take to show its heading (lazy code, first data) before we give up. */
const HEADING_WAIT_MS = 3000;

/** The screen's main heading: the first heading inside the main region. */
function mainHeadingOf(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
}

/**
 * Calls `found` with the main heading once the new screen has rendered and shows one (at most
 * HEADING_WAIT_MS: lazy code and first data may come later); returns a cancel. It looks after the
 * render has finished, when the root route has named the new screen too.
 */
function whenHeadingShows(main: HTMLElement, found: (heading: HTMLElement) => void): () => void {
  const observer = new MutationObserver(() => look());
  const look = () => {
    const heading = mainHeadingOf(main);
    if (!heading) return;
    stop();
    found(heading);
  };
  const first = window.setTimeout(look, 0);
  const limit = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(first);
    window.clearTimeout(limit);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * Focuses a heading without putting it into the Tab order. Its ring (the app's focus colour around
 * the words) shows when the person came by keyboard, as on every control. After a click or a tap
 * the heading takes the focus all the same, for screen readers and for the next Tab, but without
 * a ring: a frame around the title after every click looked like a fault, and a browser may draw
 * it for a focus moved by script whatever the last input was.
 */
function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  if (classes.heading) heading.classList.add(classes.heading);
  const keyboard = lastInputWasKeyboard();
  heading.toggleAttribute(POINTER_FOCUS, !keyboard);
  heading.focus({ focusVisible: keyboard });
}

/**
 * Moves the focus to the new screen's main heading when the person moves between screens inside
 * the app (not on the first load), so keyboard and screen-reader users go on from the new content
 * instead of the link they used (docs/accessibility.md#focus-after-navigation).
 *
 * When only a part of the screen changed (its tabs, a side panel: the main heading stays the same
 * element) the focus stays where it is, unless the control that had it went away; then it goes to
 * the heading of the part now on show (`data-screen` of the current screen) or the main heading.
 */
export function useScreenHeadingFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);
  const lastHeading = useRef<HTMLElement | null>(null);

  useEffect(followLastInput, []);

  useEffect(() => {
    const container = main.current;
    if (!container) return;
    if (firstLoad.current) {
      firstLoad.current = false;
      return whenHeadingShows(container, (heading) => {
        lastHeading.current = heading;
      });
    }
    const previous = lastHeading.current;
    return whenHeadingShows(container, (heading) => {
      lastHeading.current = heading;
      if (heading !== previous) {
        focusHeading(heading);
        return;
      }
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const screen = document.documentElement.dataset['currentScreen'];
      const part = screen
        ? container.querySelector<HTMLElement>(`[data-screen="${CSS.escape(screen)}"]`)
        : null;
      focusHeading(part ?? heading);
    });
  }, [pathname, main]);
}
