// One lint setup for the whole repository (services, packages, web); run by `npm test`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const foldersIn = (dir) =>
  readdirSync(new URL(`${dir}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Import boundaries (docs/architecture.md), read from the folders themselves: a new feature, shared folder
// or service is covered without a change here. In the web, imports flow shared -> features -> app.
const features = foldersIn('web/src/features');
const webShared = foldersIn('web/src').filter((name) => name !== 'app' && name !== 'features');
const services = foldersIn('services');
const packages = foldersIn('packages');
// What a service deliberately gives out to tests: the one function that wires it (docs/adding-a-service.md).
const compositions = services
  .filter((service) => service !== 'bff')
  .map((service) => `./${service}/src/${service}-service.ts`);
const boundaries = [
  ...features.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: share the piece from a shared folder, or compose in web/src/app.',
  })),
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'A feature imports nothing from the app: the app composes the features.',
  },
  {
    target: webShared.map((name) => `web/src/${name}`),
    from: ['web/src/features', 'web/src/app'],
    message: 'Shared code imports no feature and nothing from the app.',
  },
  ...services.map((service) => ({
    target: `services/${service}/src`,
    from: 'services',
    except: [`./${service}`],
    message:
      'A service reaches another only through gRPC and events; shared code lives in packages/ or proto/.',
  })),
  {
    target: [...packages.filter((name) => name !== 'test-stack').map((name) => `packages/${name}`), 'proto'],
    from: 'services',
    message: 'Shared libraries import no service.',
  },
  {
    target: 'services/bff/src/routes/*-routes.ts',
    from: 'services/bff/src/routes/*-routes.ts',
    message:
      'A bff route file imports no other: what two of them need lives in a file named for it, outside routes/.',
  },
];
// Tests too: another service is started through its composition (packages/test-stack), never rewired or
// reached into.
const testBoundaries = [
  ...services.map((service) => ({
    target: `services/${service}`,
    from: 'services',
    except: [`./${service}`, ...compositions],
    message:
      "A service's tests start another service through its composition (src/<name>-service.ts, or @app/test-stack), never its internals.",
  })),
  {
    target: 'packages/test-stack',
    from: 'services',
    except: compositions,
    message: 'The test stack starts each service through its composition (src/<name>-service.ts) only.',
  },
];

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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // Imports are resolved to real files: extensionless in the web, with `.ts` in services, workspace
    // packages through their symlinks.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...boundaries, ...testBoundaries] },
      ],
    },
  },
  {
    // The shared runtime holds machinery, not any service's domain: no service's contract, words or libraries.
    files: ['packages/platform/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@app/proto/gen/app/*'],
              message: "A service's contract is its own: put this beside the service that owns it.",
            },
            {
              group: ['*.json'],
              message: 'Texts live beside the code that writes them (docs/architecture.md, "Server texts").',
            },
          ],
          paths: ['ioredis', 'nodemailer', 'mjml', 'pdfkit', 'fflate'].map((name) => ({
            name,
            message: 'Only one service uses it: it lives in that service.',
          })),
        },
      ],
    },
  },
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
      'deploy/kubernetes/cluster-engines.ts',
      'deploy/wiring/write-wiring.ts',
      'deploy/image/dependency-sizes.ts',
      'packages/db/src/cli/**',
      'packages/service-runtime/src/cli/**',
      'proto/scripts/**',
      '.ci/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
