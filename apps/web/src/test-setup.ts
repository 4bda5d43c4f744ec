import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { session } from './auth/session.ts';

// findBy… and waitFor give a screen up to five seconds (the library's default is one) to show what
// the mock API answered: on a busy two-core machine a whole-app render takes longer than a second.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine reads; these stand-ins report "no match / no size".
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Mantine's focus trap looks for focusable elements by their layout, which jsdom does not compute,
// so a date picker's dropdown always reports none and logs the whole React fibre tree of the node
// (thousands of lines a test). In a browser the trap finds them; only that one message is dropped.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap]')) return;
  warn(...args);
};

// The test files of a worker share one document and their modules (vitest.config.ts, the web
// project): what one test leaves in them is cleared before the next. Toasts live in Mantine's
// module-level store, and a full queue would hide the next test's toast; the app's session store
// is a module too, and a test that signs in must not leave the next file signed in.
afterEach(() => {
  cleanup();
  notifications.clean();
  session.clear();
  localStorage.clear();
  sessionStorage.clear();
});
