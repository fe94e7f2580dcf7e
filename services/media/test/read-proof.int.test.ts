// An attachment is read only with proof of the right to it: the owner's assertion, a recipient's live grant
// (checked with access) or an archive its owner started; the bff's own key proves nothing about a person.
import { callClientStream, callServerStream, createGrpcClient } from '@app/platform/grpc-client';
import { createTestClient, testIdentity, testUserAssertion } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import { startBackends, type Backends } from '@app/test-stack/backends';
import { imageOfSize } from '@app/test-stack/sample-media';
import {
  connectMessage,
  openMessage,
  verifiedSender,
  type MessageClient,
  type Sender,
} from '@app/test-stack/sealed-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MediaService = services.media();
const connectMediaAsBff = (address: string) =>
  createGrpcClient(MediaService, address, { identity: testIdentity('bff') });
const connectAccess = (address: string) => createTestClient(services.access(), 'access', address);
let backends: Backends;
let message: MessageClient;
/** The media service as the bff reaches it: signed with the bff's key, nothing else unless a test adds it. */
let media: ReturnType<typeof connectMediaAsBff>;
let access: ReturnType<typeof connectAccess>;

beforeAll(async () => {
  backends = await startBackends('media_proof');
  message = connectMessage(backends.messageAddress);
  media = connectMediaAsBff(backends.mediaAddress);
  access = connectAccess(backends.accessAddress);
});
afterAll(async () => {
  message?.close();
  media?.close();
  access?.close();
  await backends?.stop();
});

const asOwner = (sender: Sender) => ({ userAssertion: testUserAssertion({ id: sender.user.id }) });

/** A delivered letter of a fresh sender with one photo, and the grant its reader's right answer earned. */
async function deliveredWithPhoto() {
  const sender = await verifiedSender(backends, 'media_proof');
  const { messageId } = await openMessage(message, sender);
  const photo = imageOfSize('photo.jpg', 5_000);
  const item = await callClientStream(
    media,
    MediaService.service.UploadMedia,
    (async function* () {
      yield { header: { userId: sender.user.id, messageId, mediaType: 'image' as const } };
      yield { chunk: photo };
    })(),
    asOwner(sender),
  );
  const { accessCode } = await message.SealMessage({ owner: sender.owner, messageId });
  await backends.deliver(messageId);
  const { grant } = await access.VerifyMessage({ accessCode, answers: [] });
  return { sender, messageId, mediaId: item.id, photo, grant };
}

async function readWhole(
  request: { userId?: string; mediaId: string; grant?: string; archiveId?: string },
  options = {},
) {
  const chunks: Buffer[] = [];
  for await (const chunk of callServerStream(
    media,
    MediaService.service.ReadMedia,
    { start: 0, end: 0, ...request },
    options,
  )) {
    chunks.push(Buffer.from(chunk.data));
  }
  return Buffer.concat(chunks);
}

const notFound = { code: 'NOT_FOUND', reason: 'MEDIA_NOT_FOUND' };

describe('reading an attachment', () => {
  it('is refused to the bff’s key alone: no owner, no grant', async () => {
    const { mediaId } = await deliveredWithPhoto();
    await expect(media.GetMedia({ userId: '', mediaId })).rejects.toMatchObject(notFound);
    await expect(readWhole({ mediaId })).rejects.toMatchObject(notFound);
  });

  it('is refused with a live grant for another letter, and with a made-up one', async () => {
    const { mediaId } = await deliveredWithPhoto();
    const other = await deliveredWithPhoto();
    await expect(media.GetMedia({ mediaId, grant: other.grant })).rejects.toMatchObject(notFound);
    await expect(readWhole({ mediaId, grant: other.grant })).rejects.toMatchObject(notFound);
    await expect(media.GetMedia({ mediaId, grant: 'x'.repeat(43) })).rejects.toMatchObject(notFound);
  });

  it('is given with the letter’s live grant, and to its owner with auth’s assertion', async () => {
    const { sender, mediaId, photo, grant } = await deliveredWithPhoto();
    await expect(media.GetMedia({ mediaId, grant })).resolves.toMatchObject({ id: mediaId });
    expect((await readWhole({ mediaId, grant })).equals(photo)).toBe(true);
    const owner = { userId: sender.user.id, mediaId };
    await expect(media.GetMedia(owner, asOwner(sender))).resolves.toMatchObject({ id: mediaId });
    expect((await readWhole(owner, asOwner(sender))).equals(photo)).toBe(true);
    // Another sender's assertion names someone who owns nothing here.
    const stranger = await verifiedSender(backends, 'media_proof_stranger');
    await expect(
      media.GetMedia({ userId: stranger.user.id, mediaId }, asOwner(stranger)),
    ).rejects.toMatchObject(notFound);
  });

  it('is refused once the grant has expired', async () => {
    const { messageId, mediaId, grant } = await deliveredWithPhoto();
    await backends.accessSql.query(
      "UPDATE access_grant SET expires_at = now() - interval '1 second' WHERE message_id = $1",
      [messageId],
    );
    await expect(media.GetMedia({ mediaId, grant })).rejects.toMatchObject(notFound);
  });
});

describe('an account archive built in the background', () => {
  it('reads its owner’s attachments by the archive’s id while it is being built, nobody else’s', async () => {
    const { sender, mediaId, photo } = await deliveredWithPhoto();
    const { archive } = await media.StartAccountArchive({ userId: sender.user.id }, asOwner(sender));
    const archiveId = archive!.id;
    expect((await readWhole({ mediaId, archiveId })).equals(photo)).toBe(true);
    const other = await deliveredWithPhoto();
    await expect(readWhole({ mediaId: other.mediaId, archiveId })).rejects.toMatchObject(notFound);
    // A build cut off (an hour without an end) proves nothing any more.
    await backends.mediaSql.query(
      "UPDATE account_archive SET requested_at = now() - interval '2 hours' WHERE id = $1",
      [archiveId],
    );
    await expect(media.GetMedia({ mediaId, archiveId })).rejects.toMatchObject(notFound);
  });
});
