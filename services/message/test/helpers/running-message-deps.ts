// The use cases' dependencies of a message service running in `startBackends`: its own database, secrets and
// payment peer, for the message service's tests that play one of its event consumers against that world.
import { decodeSecret } from '@app/platform/config';
import { parseKeyRing } from '@app/platform/encryption';
import { createTestClient } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import type { Backends } from '@app/test-stack/backends';
import { connectMessageDb } from '../../src/db/client.ts';
import type { MessageDeps } from '../../src/domain/deps.ts';

export function runningMessageDeps(backends: Backends): { deps: MessageDeps; close: () => Promise<void> } {
  const db = connectMessageDb(backends.messageDatabaseUrl);
  const payment = createTestClient(services.payment(), 'message', backends.paymentAddress);
  const { ENCRYPTION_KEYS, ACCESS_CODE_PEPPER, ANSWER_PEPPER } = backends.messageSecrets;
  const deps: MessageDeps = {
    db,
    keyRing: parseKeyRing(ENCRYPTION_KEYS),
    accessCodePepper: decodeSecret(ACCESS_CODE_PEPPER),
    answerPepper: decodeSecret(ANSWER_PEPPER),
    // The service's default; these deps never seal.
    dailySealLimit: 20,
    suppressionDays: 30,
    payment,
    eventsWritten: () => {},
    now: () => new Date(),
  };
  return {
    deps,
    async close() {
      payment.close();
      await db.$disconnect();
    },
  };
}
