// One lint setup for the whole repository (services, packages, web); run by `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'proto/gen/**',
      'services/*/src/db/generated/**',
      'coverage/**',
      '.local/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Type information for the promise rules: the three projects `npm run typecheck` builds. The project
      // service was no faster here, and would need a tsconfig.json beside web/e2e and web/bench.
      parserOptions: {
        project: ['./tsconfig.json', './web/tsconfig.json', './web/tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A promise nobody awaits fails silently; `void` marks a deliberate fire-and-forget.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  // This file is in no TypeScript project, so it gets no type-aware rules.
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Command-line entry points talk to a person on the terminal.
    files: [
      'deploy/local/**',
      'deploy/compose/nats-identities.ts',
      'packages/db/src/cli/**',
      'proto/scripts/**',
      '.ci/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
