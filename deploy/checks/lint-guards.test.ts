import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The linter's guards bite: the repository's own eslint.config.js, given code that breaks a rule, reports
// that rule. Each snippet is linted as if it were a real file, so the type-aware rules find it in its
// TypeScript project and the import boundaries apply by where it sits.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const guarded = new Set([
  '@typescript-eslint/no-floating-promises',
  '@typescript-eslint/no-misused-promises',
  'import-x/no-restricted-paths',
  'no-restricted-imports',
]);

let eslint: ESLint;

/** The guards a snippet trips, once each, when linted as `file`. */
async function guardsTripped(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  const fatal = result?.messages.filter((message) => message.fatal) ?? [];
  expect(fatal).toEqual([]);
  return [
    ...new Set(
      (result?.messages ?? []).flatMap((message) =>
        message.ruleId && guarded.has(message.ruleId) ? [message.ruleId] : [],
      ),
    ),
  ];
}

beforeAll(() => {
  // One instance: its parsers and TypeScript programs are built once and shared by every case.
  // With CI=true typescript-eslint assumes a one-shot command-line run and types each file as it is on disk,
  // not as the snippet given here; this test lints edited text, like an editor does.
  eslint = new ESLint({
    cwd: repoRoot,
    overrideConfig: { languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } },
  });
});

// The first case in each TypeScript project waits for its program to be built.
describe('the linter guards', { timeout: 180_000 }, () => {
  it('fails on a promise nobody awaits', async () => {
    const code = `async function save(): Promise<void> {}
export function onSave(): void {
  save();
}
`;
    expect(await guardsTripped('web/src/lib/format-date.ts', code)).toEqual([
      '@typescript-eslint/no-floating-promises',
    ]);
  });

  it('fails on a promise handed to something that expects nothing back', async () => {
    const code = `export function saveAll(items: string[], save: (item: string) => Promise<void>): void {
  items.forEach(async (item) => {
    await save(item);
  });
}
`;
    expect(await guardsTripped('web/src/lib/format-date.ts', code)).toEqual([
      '@typescript-eslint/no-misused-promises',
    ]);
  });

  it('lets `void` mark a deliberate fire-and-forget', async () => {
    const code = `async function save(): Promise<void> {}
export function onSave(): void {
  void save();
}
`;
    expect(await guardsTripped('web/src/lib/format-date.ts', code)).toEqual([]);
  });

  it('fails on a promise nobody awaits in a service too', async () => {
    const code = `async function publish(): Promise<void> {}
export function onEvent(): void {
  publish();
}
`;
    expect(await guardsTripped('services/scheduler/src/config.ts', code)).toEqual([
      '@typescript-eslint/no-floating-promises',
    ]);
  });

  it.each([
    [
      'a web feature importing another feature',
      'web/src/features/admin/components/refresh-button.tsx',
      [`import { useMessagesTranslation } from '../../messages/hooks/use-messages-translation';`],
    ],
    [
      'a web feature importing the app',
      'web/src/features/admin/components/refresh-button.tsx',
      [`import { createAppRoutes } from '../../../app/router';`],
    ],
    [
      'a shared web folder importing a feature',
      'web/src/components/logo.tsx',
      [`import { usePaymentTranslation } from '../features/payments/hooks/use-payment-translation';`],
    ],
    [
      'a shared web folder importing the app',
      'web/src/lib/format-date.ts',
      [`import { createAppRoutes } from '../app/router';`],
    ],
    [
      'a service importing another service',
      'services/auth/src/config.ts',
      [`import { messageConfigSchema } from '../../message/src/config.ts';`],
    ],
    [
      'a service importing another service by package name',
      'services/auth/src/config.ts',
      [`import { messageConfigSchema } from '@app/message/src/config.ts';`],
    ],
    [
      "a service's test reaching into another service",
      'services/payment/test/free-deliveries.int.test.ts',
      [`import { markPaid } from '../../message/src/domain/mark-paid.ts';`],
    ],
    [
      "a service's code importing another service's composition",
      'services/auth/src/config.ts',
      [`import { messageService } from '../../message/src/message-service.ts';`],
    ],
    [
      'the test stack reaching into a service',
      'packages/test-stack/src/test-service.ts',
      [`import { connectMessageDb } from '../../../services/message/src/db/client.ts';`],
    ],
    [
      'a shared package importing a service',
      'packages/platform/src/errors.ts',
      [`import { authConfigSchema } from '../../../services/auth/src/config.ts';`],
    ],
    [
      'a bff route file importing another',
      'services/bff/src/routes/access-routes.ts',
      [`import { registerMediaRoutes } from './media-routes.ts';`],
    ],
  ])('fails on %s', async (_case, file, imports) => {
    expect(await guardsTripped(file, `${imports.join('\n')}\n`)).toEqual(['import-x/no-restricted-paths']);
  });

  it.each([
    ["a service's contract", `import type { Deletion } from '@app/proto/gen/app/message/v1/Deletion.ts';`],
    ["a service's texts", `import texts from './i18n/locales/es/emails.json' with { type: 'json' };`],
    ['a library only one service uses', `import { Redis } from 'ioredis';`],
  ])('fails on domain code entering packages/platform: %s', async (_case, line) => {
    expect(await guardsTripped('packages/platform/src/errors.ts', `${line}\n`)).toEqual([
      'no-restricted-imports',
    ]);
  });

  it.each([
    [
      'a feature importing its own files and shared code',
      'web/src/features/admin/components/refresh-button.tsx',
      [
        `import { useAdminTranslation } from '../hooks/use-admin-translation';`,
        `import { Button } from '../../../components/ui/button';`,
        `import { useUser } from '../../../api/get-user';`,
      ],
    ],
    [
      'the app composing features',
      'web/src/app/routes/home.tsx',
      [
        `import { OpenMessageCard } from '../../features/home/components/open-message-card';`,
        `import { MessageListRegion } from '../../features/messages/components/message-list-region';`,
      ],
    ],
    [
      'a bff route file importing the helpers beside it and outside routes/',
      'services/bff/src/routes/access-routes.ts',
      [
        `import { parseBody } from './parse-body.ts';`,
        `import { streamMedia } from '../media/serve-media.ts';`,
      ],
    ],
    [
      'a service importing shared packages and its own files',
      'services/auth/src/config.ts',
      [`import { AppError } from '@app/platform/errors';`, `import { logIn } from './domain/login.ts';`],
    ],
    [
      "a service's test starting other services through their compositions",
      'services/payment/test/free-deliveries.int.test.ts',
      [
        `import { messageService } from '../../message/src/message-service.ts';`,
        `import { startBackends } from '@app/test-stack/backends';`,
      ],
    ],
  ])('allows %s', async (_case, file, imports) => {
    expect(await guardsTripped(file, `${imports.join('\n')}\n`)).toEqual([]);
  });
});
