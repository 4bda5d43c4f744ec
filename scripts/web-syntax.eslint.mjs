/**
 * Syntax the web app refuses everywhere, beside the layer rules of web-layers.eslint.mjs. ESLint
 * keeps one `no-restricted-syntax` setting per file (the last matching block wins), so the layer
 * zones repeat these and eslint.config.js gives them to the rest of apps/web.
 */
export const webRestrictedSyntax = [
  {
    // Open screens refresh themselves when anyone writes to their area; a form remounted on every
    // answer loses what its editor is typing. Forms follow their record through
    // ui/forms/use-form-follows-server.ts instead.
    selector: "JSXAttribute[name.name='key'] MemberExpression[property.name='dataUpdatedAt']",
    message:
      'A key of the query update time remounts the form on every refresh and discards typing; use useFormFollowsServer.',
  },
  {
    // A dialog closes by clearing what it was opened for, yet stays on screen for its closing
    // transition; a title that falls back to nothing leaves a dialog without a name meanwhile.
    selector:
      "JSXOpeningElement[name.name='Modal'] > JSXAttribute[name.name='title'] ConditionalExpression[alternate.value='']",
    message:
      "A dialog's title must not become empty while it closes; keep what it shows with useKeptWhileClosing (ui/kept-while-closing.ts).",
  },
  {
    // A query keyed by an operation answers that operation, and other people's writes to its area
    // must refresh it on open screens; built by hand it carries no area and goes stale.
    // operationQueryOptions (api/use-operation.ts) builds key, call and area together. Readers of
    // the cache alone (queryFn: skipToken) fetch nothing and may key by hand.
    selector:
      "ObjectExpression:has(> Property[key.name='queryFn']):not(:has(> Property[key.name='queryFn'][value.name='skipToken'])) > Property[key.name='queryKey'] > CallExpression[callee.name='operationKey']",
    message:
      "A query of an operation's answer is built with operationQueryOptions or useOperationQuery (api/use-operation.ts), which give it the live area that keeps it current.",
  },
];
