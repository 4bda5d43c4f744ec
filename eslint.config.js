import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webLayers } from './scripts/web-layers.eslint.mjs';
import { webRestrictedSyntax } from './scripts/web-syntax.eslint.mjs';
import { fileSizeBudget } from './scripts/file-size-budget.eslint.mjs';

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
      'no-restricted-syntax': ['error', ...webRestrictedSyntax],
    },
  },
  // Web layers point one way (docs/decisions/046-web-layers.md).
  ...webLayers,
  // At most 300 lines of code per production file; the files still over it are listed there.
  ...fileSizeBudget,
);
