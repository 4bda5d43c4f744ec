// Interface timings of docs/product/error-texts-and-toasts.md, docs/product/limits-and-formats.md#timings, in milliseconds.

/** How long an error toast stays before it starts to fade. */
export const TOAST_DURATION_MS = 1600;

/** How long a toast takes to fade out. */
export const TOAST_FADE_MS = 400;

/** The module-denied toast fades more slowly, so its list of module titles can be read. */
export const MODULE_DENIED_FADE_MS = 800;

/** Wait after a print iframe is filled before calling print, so its content is laid out. */
export const PRINT_IFRAME_WAIT_MS = 300;
