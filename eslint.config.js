// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.data/',
      '.tools/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  // The plugin with its recommended rules, given as its flat config: the types of the plugin
  // object itself do not fit ESLint's Plugin type (React issue 36907), those of this config do.
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'integrations/**/*.{js,mjs}',
      '*.config.{js,mjs,ts}',
      'tests/**/*.{ts,mjs}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // The owner's forms are OwnerForm, which the browser can never send by itself: a native
  // submission would put the publishing key in the address (docs/decisions.md, issue 33).
  {
    files: ['src/admin/**/*.tsx', 'src/pages/admin/**/*.astro'],
    ignores: ['src/admin/shared/OwnerForm.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message:
            "The owner's pages use OwnerForm (src/admin/shared/OwnerForm.tsx), never <form>.",
        },
      ],
    },
  },
  // The owner's side (src/admin, its pages in src/pages/admin) may use the rest of src; the
  // visitor's side, src/lib included, never imports from it.
  {
    files: ['src/**/*.{js,mjs,ts,tsx,astro}'],
    ignores: ['src/admin/**', 'src/pages/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.{1,2}/)+(.+/)?admin(/|$)`,
              message: "Visitor code never imports the owner's side (src/admin).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`ImportExpression[source.value=/^(\.{1,2}\/)+(.+\/)?admin(\/|$)/]`,
          message: "Visitor code never imports the owner's side (src/admin).",
        },
      ],
    },
  },
);
