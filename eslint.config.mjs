import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // Build output, installs and recorded results are written by tools, not by hand.
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/.turbo/**',
      '.data/**',
      'test-output/**',
      'bench/results/**',
      'packages/resume-core/eval/.build/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // A leading underscore marks a parameter kept for its position, or a field taken out of an object before the rest is passed on.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Text read from uploaded documents is cleaned of control characters on purpose, so patterns name them.
      'no-control-regex': 'off',
    },
  },
  {
    // The root package has no "type", so its .js files are CommonJS, where require is how a module is loaded.
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The classic hook rules; the plugin's other recommended rules are about code the React Compiler rewrites, which this app does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  prettier,
);
