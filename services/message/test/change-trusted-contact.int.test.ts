// A sealed proof-of-life message's trusted contact can be replaced by its sender while it waits (an invitation
// that bounced, a contact who declined), by the same rules as when it was written, a few times at most.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeTrustedContact, MAX_TRUSTED_CONTACT_CHANGES } from '../src/domain/change-trusted-contact.ts';
import { createMessage } from '../src/domain/create-message.ts';
import { getTrustedContact } from '../src/domain/get-trusted-contact.ts';
import { sealMessage } from '../src/domain/seal-message.ts';
import {
  draftInput,
  messageTestDeps,
  newOwner,
  openMessageTestDatabase,
  outboxPayloads,
  type MessageTestDatabase,
  releaseById,
} from './helpers/message-test-deps.ts';

let database: MessageTestDatabase;
beforeAll(async () => {
  database = await openMessageTestDatabase('message_contact_change');
});
afterAll(async () => {
  await database?.close();
});

/** A sealed proof-of-life message naming Marta as its trusted contact. */
async function withContact(seal = true) {
  const { deps } = messageTestDeps(database.db, { freeDelivery: true });
  const owner = newOwner();
  const created = await createMessage(
    deps,
    owner,
    draftInput({
      schedulingType: 'life_proof',
      trustedContact: { name: 'Marta', email: 'marta@example.com' },
    }),
  );
  if (seal) await sealMessage(deps, owner, created.id);
  return { deps, owner, id: created.id };
}

const changes = (messageId: string) =>
  outboxPayloads(database.db, 'message.trusted_contact.changed', messageId);

describe('changing the trusted contact of a sealed message', () => {
  it('replaces the contact, normalised, and asks the scheduler to invite them', async () => {
    const { deps, owner, id } = await withContact();
    await changeTrustedContact(deps, owner, {
      messageId: id,
      contact: { name: '  Pablo   Ruiz ', email: ' Pablo.Ruiz@Example.com ' },
    });
    expect((await getTrustedContact(deps, id)).contact).toEqual({
      name: 'Pablo Ruiz',
      email: 'pablo.ruiz@example.com',
    });
    expect(await changes(id)).toEqual([{ messageId: id, userId: owner.userId }]);
  });

  it('refuses what the form would refuse, another sender, and a message not waiting, changing nothing', async () => {
    const { deps, owner, id } = await withContact();
    await expect(
      changeTrustedContact(deps, owner, {
        messageId: id,
        contact: { name: 'Luis', email: 'luis@example.com' },
      }),
    ).rejects.toMatchObject({ reason: 'TRUSTED_CONTACT_IS_RECIPIENT', field: 'trustedContact.email' });
    await expect(
      changeTrustedContact(deps, owner, { messageId: id, contact: { name: '', email: 'ana@example.com' } }),
    ).rejects.toMatchObject({ reason: 'TRUSTED_CONTACT_NAME_REQUIRED', field: 'trustedContact.name' });
    await expect(
      changeTrustedContact(deps, newOwner(), {
        messageId: id,
        contact: { name: 'Ana', email: 'ana@example.com' },
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const draft = await withContact(false);
    await expect(
      changeTrustedContact(draft.deps, draft.owner, {
        messageId: draft.id,
        contact: { name: 'Ana', email: 'ana@example.com' },
      }),
    ).rejects.toMatchObject({ reason: 'TRUSTED_CONTACT_NOT_CHANGEABLE' });
    await releaseById(deps, id);
    await expect(
      changeTrustedContact(deps, owner, {
        messageId: id,
        contact: { name: 'Ana', email: 'ana@example.com' },
      }),
    ).rejects.toMatchObject({ reason: 'TRUSTED_CONTACT_NOT_CHANGEABLE' });
    expect((await getTrustedContact(deps, id)).contact).toEqual({
      name: 'Marta',
      email: 'marta@example.com',
    });
    expect(await changes(id)).toEqual([]);
  });

  it(`stops after ${MAX_TRUSTED_CONTACT_CHANGES} changes: each one e-mails a new person`, async () => {
    const { deps, owner, id } = await withContact();
    for (let n = 1; n <= MAX_TRUSTED_CONTACT_CHANGES; n += 1) {
      await changeTrustedContact(deps, owner, {
        messageId: id,
        contact: { name: 'Ana', email: `ana${n}@example.com` },
      });
    }
    await expect(
      changeTrustedContact(deps, owner, {
        messageId: id,
        contact: { name: 'Ana', email: 'ana9@example.com' },
      }),
    ).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'TRUSTED_CONTACT_CHANGES_SPENT' });
    expect(await changes(id)).toHaveLength(MAX_TRUSTED_CONTACT_CHANGES);
  });
});
