/** Where the self-submitting logout page loads its script from, under the provider's base path. */
export const LOGOUT_SCRIPT_PATH = '/assets/logout.js';

/**
 * Submits oidc-provider's logout form (already carrying `logout=yes`) as soon as the page has
 * parsed. A same-origin file, not an inline script: the pages' CSP allows no inline code.
 */
export const LOGOUT_SCRIPT = `document.getElementById('op.logoutForm').submit();\n`;
