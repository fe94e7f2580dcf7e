// Another service's key reads only what its work needs, when it needs it: access cannot open a letter that has
// not gone out, and notification cannot read the address and the code of a message not yet released.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessage } from '../src/domain/create-message.ts';
import { getDeliveryEnvelope } from '../src/domain/get-delivery-envelope.ts';
import { getPostalLetter } from '../src/domain/get-postal-letter.ts';
import { openForRecipient } from '../src/domain/open-for-recipient.ts';
import { sealMessage } from '../src/domain/seal-message.ts';
import {
  draftInput,
  messageTestDeps,
  newOwner,
  openMessageTestDatabase,
  type MessageTestDatabase,
  releaseById,
} from './helpers/message-test-deps.ts';

let database: MessageTestDatabase;
beforeAll(async () => {
  database = await openMessageTestDatabase('message_internal_release');
});
afterAll(async () => {
  await database?.close();
});

async function sealed(input = draftInput()) {
  const { deps } = messageTestDeps(database.db, { freeDelivery: true });
  const owner = newOwner();
  const created = await createMessage(deps, owner, input);
  await sealMessage(deps, owner, created.id);
  return { deps, id: created.id, accessCode: created.accessCode };
}

describe('internal calls before a message goes out', () => {
  it('opens nothing for the access service until the message is released', async () => {
    const { deps, id } = await sealed();
    await expect(openForRecipient(deps, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await releaseById(deps, id);
    await expect(openForRecipient(deps, id)).resolves.toMatchObject({ content: draftInput().content });
  });

  it('gives notification no address and no code until the message is released', async () => {
    const { deps, id, accessCode } = await sealed();
    await expect(getDeliveryEnvelope(deps, id)).resolves.toMatchObject({
      isReleased: false,
      recipientEmail: '',
      accessCode: '',
    });
    await releaseById(deps, id);
    await expect(getDeliveryEnvelope(deps, id)).resolves.toMatchObject({
      isReleased: true,
      recipientEmail: 'luis@example.com',
      accessCode,
    });
  });

  it('prints no letter before its delivery is due', async () => {
    const { deps, id, accessCode } = await sealed(
      draftInput({
        deliveryMethod: 'postal',
        recipientEmail: '',
        postalAddress: {
          name: 'Luis García',
          line1: 'Calle Mayor 1',
          line2: '',
          postalCode: '28013',
          city: 'Madrid',
          region: '',
          country: 'ES',
        },
      }),
    );
    await expect(getPostalLetter(deps, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await releaseById(deps, id);
    await expect(getPostalLetter(deps, id)).resolves.toMatchObject({ accessCode });
  });
});
