import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webLayers } from './scripts/web-layers.eslint.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tools/**', 'apps/server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules where a workspace tsconfig.json types the file: a promise nobody awaits
    // loses its error, and a promise where a plain callback is expected runs unobserved.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['apps/*/*.config.ts', 'apps/web/public/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Open screens refresh themselves when anyone writes to their area; a form remounted on every
      // answer loses what its editor is typing. Forms follow their record through
      // ui/forms/use-form-follows-server.ts instead.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='key'] MemberExpression[property.name='dataUpdatedAt']",
          message:
            'A key of the query update time remounts the form on every refresh and discards typing; use useFormFollowsServer.',
        },
      ],
    },
  },
  // Web layers point one way (docs/decisions/046-web-layers.md).
  ...webLayers,
);
