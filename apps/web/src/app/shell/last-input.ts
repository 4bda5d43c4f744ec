let keyboard = false;
let following = false;

/**
 * Starts noting whether the person's last input was the keyboard or a pointer (mouse, touch,
 * pen); once per page. Browsers decide for themselves whether a focus moved by script shows its
 * ring, and several show it after a click too, so the screen heading asks this instead.
 */
export function followLastInput(): void {
  if (following) return;
  following = true;
  document.addEventListener(
    'keydown',
    (event) => {
      // A shortcut held with Ctrl, Alt or Cmd (copy, switching tabs) is no move through the page.
      if (!event.ctrlKey && !event.altKey && !event.metaKey) keyboard = true;
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    () => {
      keyboard = false;
    },
    true,
  );
}

/** Whether the person's last input was a key rather than a pointer. */
export function lastInputWasKeyboard(): boolean {
  return keyboard;
}
