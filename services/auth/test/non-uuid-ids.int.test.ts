import { testUserAssertion } from '@app/platform/test-support/test-keys';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAuthGrpc, type AuthGrpc } from './helpers/auth-grpc.ts';
import { authDeps, openAuthTestDatabase, type AuthTestDatabase } from './helpers/auth-test-env.ts';

let env: AuthTestDatabase;
let grpc: AuthGrpc;
beforeAll(async () => {
  env = await openAuthTestDatabase('auth_ids');
  grpc = await startAuthGrpc(authDeps(env.db));
});
afterAll(async () => {
  await grpc?.stop();
  await env?.close();
});

it('answers ids that are not UUIDs like unknown ids, not with INTERNAL', async () => {
  await expect(grpc.notification.IssueEmailToken({ requestId: 'not-a-uuid' })).rejects.toMatchObject({
    code: 'NOT_FOUND',
    reason: 'EMAIL_REQUEST_NOT_FOUND',
  });
  await expect(
    grpc.client.ResendVerification(
      { userId: 'not-a-uuid' },
      { userAssertion: testUserAssertion({ id: 'not-a-uuid' }) },
    ),
  ).rejects.toMatchObject({
    code: 'UNAUTHENTICATED',
  });
});
