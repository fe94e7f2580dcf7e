import { createEventAdmin } from '@app/platform/event-admin';
import type { MediaType__Output } from '@app/proto/gen/app/common/v1/MediaType.ts';
import { MEDIA_TYPES } from '@app/proto/rules/media-limits';
import {
  createTestClient,
  testIdentity,
  testTrust,
  testUserAssertion,
} from '@app/platform/test-support/test-keys';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { parseKeyRing } from '@app/platform/encryption';
import { callClientStream, callServerStream, createGrpcClient } from '@app/platform/grpc-client';
import { createGrpcServer } from '@app/platform/grpc-server';
import { createLogger } from '@app/platform/logger';
import { services } from '@app/proto/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMediaDb, type MediaDb } from '../src/db/client.ts';
import { chunkSize } from '../src/domain/chunked-encryption.ts';
import type { MediaDeps } from '../src/domain/deps.ts';
import { openMedia } from '../src/domain/attachments.ts';
import { deleteMedia } from '../src/domain/delete-media.ts';
import { listMedia } from '../src/domain/list-media.ts';
import { uploadMedia } from '../src/domain/upload-media.ts';
import { mediaHandlers, streamingMethods } from '../src/grpc/media-handlers.ts';
import {
  declaringDuration,
  imageOfSize,
  pngDeclaring,
  sample,
  webmOfSize,
  withInflatedIndex,
} from '@app/test-stack/sample-media';
import { filesystemBlobStore } from '../src/storage/filesystem-blob-store.ts';
// The real auth, payment and message services in this process, as the bff's tests run them.
import { startBackends, type Backends } from '@app/test-stack/backends';
import {
  connectMessage,
  openMessage,
  verifiedSender,
  type MessageClient,
} from '@app/test-stack/sealed-messages';
import { purgeDeleted, purgeMessageMedia } from '../src/domain/purge-deleted.ts';
import { getAccountArchive } from '../src/domain/get-account-archive.ts';
import { openAccountArchive } from '../src/domain/read-account-archive.ts';
import { startAccountArchive } from '../src/domain/start-account-archive.ts';
import { storeAccountArchive } from '../src/domain/store-account-archive.ts';
import { eraseAccountArchives, sweepAccountArchives } from '../src/domain/sweep-account-archives.ts';

const prismaDir = fileURLToPath(new URL('../prisma', import.meta.url));
let database: { url: string; drop: () => Promise<void> };
let db: MediaDb;
let storeDir: string;
let deps: MediaDeps;
let backends: Backends;
let message: MessageClient;

beforeAll(async () => {
  backends = await startBackends('media');
  message = connectMessage(backends.messageAddress);
  database = await createMigratedTestDatabase(prismaDir, 'media');
  db = connectMediaDb(database.url);
  storeDir = await mkdtemp(path.join(os.tmpdir(), 'media-test-'));
  deps = {
    db,
    store: filesystemBlobStore(storeDir),
    keyRing: parseKeyRing(`k1:${randomBytes(32).toString('base64')}`),
    limits: {
      maxImages: 2,
      maxVideos: 1,
      maxImageBytes: 400_000,
      maxImagePixels: 40_000_000,
      maxVideoBytes: 600_000,
      maxVideoSeconds: 180,
      maxBytesPerUser: 1024 * 1024 * 1024,
    },
    // Below the service's 5 s: the forged index stalls the parser for good, an honest file keeps it moving.
    videoStallMs: 2_000,
    message,
    access: createTestClient(services.access(), 'access', backends.accessAddress),
  };
});
afterAll(async () => {
  message?.close();
  await backends?.stop();
  await db?.$disconnect();
  await database?.drop();
  await rm(storeDir, { recursive: true, force: true });
});

const jpeg = (size: number) => imageOfSize('photo.jpg', size);
const png = (size: number) => imageOfSize('photo.png', size);
// A WebM recorded by a browser (two seconds), grown to `size` bytes.
const webm = (size: number) => webmOfSize(size);

/** A file as an upload stream: the header, then pieces of awkward sizes (as a network delivers them). */
async function* upload(
  userId: string,
  messageId: string,
  mediaType: MediaType__Output,
  bytes: Buffer,
): AsyncGenerator<{
  header?: { userId: string; messageId: string; mediaType: MediaType__Output };
  chunk?: Buffer;
}> {
  yield { header: { userId, messageId, mediaType } };
  for (let at = 0; at < bytes.length; at += 7_777) yield { chunk: bytes.subarray(at, at + 7_777) };
}

async function readAll(iterable: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of iterable) parts.push(part);
  return Buffer.concat(parts);
}

/** A verified sender's message, still open for attachments: whose it is and its id. */
async function openDraft(): Promise<{ userId: string; messageId: string }> {
  const sender = await verifiedSender(backends, 'media');
  const { messageId } = await openMessage(message, sender);
  return { userId: sender.user.id, messageId };
}

const ownerProof = (userId: string) => ({ userId, grant: '', archiveId: '' });
const countRows = async (messageId: string) => db.media.count({ where: { messageId } });
const blobs = async () => (await readdir(storeDir)).filter((name) => !name.startsWith('.'));

describe('attachments', () => {
  it('stores an image encrypted and gives back any range of it', async () => {
    const { userId, messageId } = await openDraft();
    const bytes = jpeg(3 * chunkSize + 1234);
    const item = await uploadMedia(deps, upload(userId, messageId, 'image', bytes));
    expect(item).toMatchObject({
      messageId,
      mediaType: 'image',
      contentType: 'image/jpeg',
      size: bytes.length,
    });

    const stored = await readFile(path.join(storeDir, item.id));
    expect(stored.includes(bytes.subarray(100, 132))).toBe(false);

    const media = await openMedia(deps, ownerProof(userId), item.id);
    expect((await readAll(media.read(0, bytes.length - 1))).equals(bytes)).toBe(true);
    for (const [start, end] of [
      [0, 0],
      [chunkSize - 3, chunkSize + 3],
      [2 * chunkSize, 3 * chunkSize + 1233],
      [bytes.length - 10, bytes.length - 1],
    ] as const) {
      expect((await readAll(media.read(start, end))).equals(bytes.subarray(start, end + 1))).toBe(true);
    }
    await expect(readAll(media.read(0, bytes.length))).rejects.toMatchObject({
      reason: 'RANGE_NOT_SATISFIABLE',
    });
    expect(await listMedia(deps, userId, messageId)).toEqual([item]);
    expect(await listMedia(deps, randomUUID(), messageId)).toEqual([]);
    await expect(openMedia(deps, ownerProof(randomUUID()), item.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses a tampered or truncated blob', async () => {
    const { userId, messageId } = await openDraft();
    const item = await uploadMedia(deps, upload(userId, messageId, 'image', jpeg(2 * chunkSize + 10)));
    const file = path.join(storeDir, item.id);
    const stored = await readFile(file);
    stored[chunkSize + 100] = stored[chunkSize + 100]! ^ 0xff;
    await deps.store.put(
      item.id,
      (async function* () {
        yield stored;
      })(),
    );
    const media = await openMedia(deps, ownerProof(userId), item.id);
    await expect(readAll(media.read(0, item.size - 1))).rejects.toThrow();
    await expect(readAll(media.read(0, 10))).resolves.toHaveLength(11);
  });

  it('decides the type from the bytes and leaves nothing behind when it refuses', async () => {
    const { userId, messageId } = await openDraft();
    const before = await blobs();
    const refusals: [MediaType__Output, Buffer, string][] = [
      ['video', png(5_000), 'MEDIA_TYPE_MISMATCH'],
      ['image', Buffer.from('%PDF-1.7 definitely not a picture'), 'MEDIA_TYPE_UNSUPPORTED'],
      ['image', jpeg(400_001), 'IMAGE_TOO_LARGE'],
      // 469 bytes declaring 10,000 × 10,000 RGBA pixels: 400 MB to whoever decodes it.
      ['image', pngDeclaring(10_000, 10_000), 'IMAGE_TOO_MANY_PIXELS'],
      ['image', pngDeclaring(6_400, 6_400), 'IMAGE_TOO_MANY_PIXELS'],
      // A JPEG's signature and no frame header: nothing says how large it is.
      ['image', sample('photo.jpg').subarray(0, 30), 'IMAGE_UNREADABLE'],
      ['video', webm(600_001), 'VIDEO_TOO_LARGE'],
      ['video', sample('clip-200s.webm'), 'VIDEO_TOO_LONG'],
      ['video', sample('clip-200s.mp4'), 'VIDEO_TOO_LONG'],
      // Headers that say 10 seconds over 200 seconds of frames (a browser plays all 200).
      ['video', declaringDuration(sample('clip-200s.mp4'), 10), 'VIDEO_TOO_LONG'],
      // Fragments after an empty index, whose header declares no length at all.
      ['video', sample('clip-200s-fragmented.mp4'), 'VIDEO_TOO_LONG'],
      // An index that claims billions of frames, to hold the parser.
      ['video', withInflatedIndex(sample('clip-200s.mp4')), 'VIDEO_UNREADABLE'],
      // A file-type box and nothing a player could read, whole or cut short.
      [
        'video',
        Buffer.concat([sample('clip-3s.mp4').subarray(0, 32), randomBytes(5_000)]),
        'VIDEO_UNREADABLE',
      ],
      ['video', sample('clip-3s.mp4').subarray(0, 20), 'VIDEO_UNREADABLE'],
      ['image', sample('clip-3s.mp4').subarray(0, 20), 'MEDIA_TYPE_MISMATCH'],
      // A WebM's signature, then no element at all.
      [
        'video',
        Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]), Buffer.alloc(5_000)]),
        'MEDIA_TYPE_UNSUPPORTED',
      ],
      // What the wire carries for a type the contract does not name (say, audio).
      ['MEDIA_TYPE_UNSPECIFIED', jpeg(100), 'MEDIA_TYPE_UNSUPPORTED'],
      ['image', Buffer.alloc(0), 'MEDIA_EMPTY'],
    ];
    for (const [declared, bytes, reason] of refusals) {
      await expect(uploadMedia(deps, upload(userId, messageId, declared, bytes))).rejects.toMatchObject({
        reason,
      });
    }
    expect(await countRows(messageId)).toBe(0);
    expect(await blobs()).toEqual(before);
  });

  it('takes a video of up to three minutes: WebM as browsers record it, MP4 or QuickTime', async () => {
    const videos = [
      sample('clip-180s.webm'),
      sample('recorded.webm'),
      sample('clip-3s.mp4'),
      sample('clip-3s.mov'),
    ];
    const items = await Promise.all(
      videos.map(async (bytes) => {
        const { userId, messageId } = await openDraft();
        return uploadMedia(deps, upload(userId, messageId, 'video', bytes));
      }),
    );
    expect(items.map((item) => item.contentType)).toEqual([
      'video/webm',
      'video/webm',
      'video/mp4',
      'video/quicktime',
    ]);
  });

  it('takes the images browsers show, AVIF included, each as what its bytes are', async () => {
    const { userId, messageId } = await openDraft();
    const other = await openDraft();
    const uploads = [
      uploadMedia(deps, upload(userId, messageId, 'image', sample('photo.avif'))),
      uploadMedia(deps, upload(userId, messageId, 'image', sample('photo.webp'))),
      uploadMedia(deps, upload(other.userId, other.messageId, 'image', sample('photo.gif'))),
      uploadMedia(deps, upload(other.userId, other.messageId, 'image', sample('photo.png'))),
    ];
    expect((await Promise.all(uploads)).map((item) => item.contentType).sort()).toEqual([
      'image/avif',
      'image/gif',
      'image/png',
      'image/webp',
    ]);
  });

  it('takes an image of as many pixels as the limit, and none a row larger', async () => {
    const { userId, messageId } = await openDraft();
    const item = await uploadMedia(deps, upload(userId, messageId, 'image', pngDeclaring(8_000, 5_000)));
    expect(item.contentType).toBe('image/png');
    await expect(
      uploadMedia(deps, upload(userId, messageId, 'image', pngDeclaring(8_000, 5_001))),
    ).rejects.toMatchObject({ reason: 'IMAGE_TOO_MANY_PIXELS' });
    expect(await countRows(messageId)).toBe(1);
  });

  it('refuses an iPhone’s HEIC photo as a photo browsers cannot show, not as a video', async () => {
    const { userId, messageId } = await openDraft();
    for (const declared of MEDIA_TYPES) {
      await expect(
        uploadMedia(deps, upload(userId, messageId, declared, sample('photo.heic'))),
      ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'MEDIA_HEIC_UNSUPPORTED', field: 'media' });
    }
    expect(await countRows(messageId)).toBe(0);
  });

  it('holds at most two images and one video per message, even when uploads race', async () => {
    const { userId, messageId } = await openDraft();
    const images = await Promise.allSettled(
      Array.from({ length: 4 }, () => uploadMedia(deps, upload(userId, messageId, 'image', jpeg(50_000)))),
    );
    expect(images.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(
      images.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.reason),
    ).toEqual(['TOO_MANY_IMAGES', 'TOO_MANY_IMAGES']);
    await uploadMedia(deps, upload(userId, messageId, 'video', webm(80_000)));
    await expect(uploadMedia(deps, upload(userId, messageId, 'video', webm(1_000)))).rejects.toMatchObject({
      reason: 'TOO_MANY_VIDEOS',
    });
    expect(await countRows(messageId)).toBe(3);
  });

  it('holds each sender to their space, uploads under way counted at their largest, even when they race', async () => {
    // Room for two images at their largest (400 KB each), not three.
    const tight = { ...deps, limits: { ...deps.limits, maxBytesPerUser: 900_000 } };
    const sender = await verifiedSender(backends, 'quota');
    const drafts = await Promise.all([1, 2, 3].map(() => openMessage(message, sender)));
    const racing = await Promise.allSettled(
      drafts.map(({ messageId }) =>
        uploadMedia(tight, upload(sender.user.id, messageId, 'image', jpeg(300_000))),
      ),
    );
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(
      racing.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.reason),
    ).toEqual(['MEDIA_QUOTA_EXCEEDED']);
    expect(await db.media.count({ where: { userId: sender.user.id } })).toBe(2);
    // Stored, the two hold 600 KB: another image at its largest would pass 900 KB.
    const refused = drafts.find((_, i) => racing[i]!.status === 'rejected')!;
    await expect(
      uploadMedia(tight, upload(sender.user.id, refused.messageId, 'image', jpeg(10_000))),
    ).rejects.toMatchObject({ reason: 'MEDIA_QUOTA_EXCEEDED' });
    expect(await countRows(refused.messageId)).toBe(0);
    // Someone else's space is their own.
    const other = await openDraft();
    await expect(
      uploadMedia(tight, upload(other.userId, other.messageId, 'image', jpeg(300_000))),
    ).resolves.toMatchObject({ size: 300_000 });
  });

  it('deletes one attachment for its owner only, and purges a deleted message’s', async () => {
    const { userId, messageId } = await openDraft();
    const first = await uploadMedia(deps, upload(userId, messageId, 'image', jpeg(1_000)));
    const second = await uploadMedia(deps, upload(userId, messageId, 'video', webm(1_000)));
    await expect(deleteMedia(deps, randomUUID(), messageId, first.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await deleteMedia(deps, userId, messageId, first.id);
    expect((await listMedia(deps, userId, messageId)).map((m) => m.id)).toEqual([second.id]);
    expect(await purgeMessageMedia(deps, messageId)).toBe(1);
    expect(await purgeMessageMedia(deps, messageId)).toBe(0);
    expect(await blobs()).not.toContain(second.id);
  });

  it('streams both ways over gRPC', async () => {
    const logger = createLogger({ service: 'media-test', level: 'silent' });
    const server = createGrpcServer({ logger, trust: testTrust('media') });
    const MediaService = services.media();
    const eventAdmin = createEventAdmin({ db: deps.db, consumers: () => [] });
    server.addStreamingService(
      MediaService.service,
      streamingMethods,
      mediaHandlers({ ...deps, eventAdmin }, logger),
    );
    const port = await server.start(0, '127.0.0.1');
    const client = createGrpcClient(MediaService, `127.0.0.1:${port}`, { identity: testIdentity('bff') });
    const { userId, messageId } = await openDraft();
    const asOwner = { userAssertion: testUserAssertion({ id: userId }) };
    const bytes = webm(2 * chunkSize + 99);
    const item = await callClientStream(
      client,
      MediaService.service.UploadMedia,
      upload(userId, messageId, 'video', bytes),
      asOwner,
    );
    expect(item).toMatchObject({ mediaType: 'video', contentType: 'video/webm', size: String(bytes.length) });
    const chunks: Buffer[] = [];
    for await (const chunk of callServerStream(
      client,
      MediaService.service.ReadMedia,
      { userId, mediaId: item.id, start: 10, end: chunkSize + 20 },
      asOwner,
    )) {
      chunks.push(chunk.data);
    }
    expect(Buffer.concat(chunks).equals(bytes.subarray(10, chunkSize + 21))).toBe(true);
    const refused = callClientStream(
      client,
      MediaService.service.UploadMedia,
      upload(userId, messageId, 'image', webm(100)),
      asOwner,
    );
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'MEDIA_TYPE_MISMATCH' });
    client.close();
    await server.stop(100);
  });
});

describe('an upload that finishes after its message was sealed', () => {
  it('is refused and leaves nothing behind: a sealed message takes no late attachment', async () => {
    const sender = await verifiedSender(backends, 'media_late');
    const { messageId } = await openMessage(message, sender);
    const before = await blobs();
    let sealHalfWay: () => void = () => undefined;
    const halfWay = new Promise<void>((resolve) => (sealHalfWay = resolve));
    const bytes = jpeg(5 * 7_777);
    // The stream pauses half way; the sender seals meanwhile (the bff let the upload start: it was open).
    async function* slowUpload() {
      let sent = 0;
      for await (const part of upload(sender.user.id, messageId, 'image', bytes)) {
        yield part;
        if (part.chunk && (sent += 1) === 2) {
          await message.SealMessage({ owner: sender.owner, messageId });
          sealHalfWay();
        }
      }
    }
    await expect(uploadMedia(deps, slowUpload())).rejects.toMatchObject({ reason: 'MESSAGE_SEALED' });
    await halfWay;
    expect(await countRows(messageId)).toBe(0);
    expect(await blobs()).toEqual(before);
    const [card] = (await message.ListMessages({ owner: sender.owner })).messages;
    expect(card).toMatchObject({ id: messageId, isSealed: true, hasMedia: false });
  });

  it('joins a message that is still open, which then says it has attachments', async () => {
    const sender = await verifiedSender(backends, 'media_open');
    const { messageId } = await openMessage(message, sender);
    await uploadMedia(deps, upload(sender.user.id, messageId, 'image', jpeg(5_000)));
    const [card] = (await message.ListMessages({ owner: sender.owner })).messages;
    expect(card).toMatchObject({ id: messageId, hasMedia: true });
    // Someone else's upload to it is refused as if it did not exist.
    const stranger = await verifiedSender(backends, 'media_stranger');
    await expect(
      uploadMedia(deps, upload(stranger.user.id, messageId, 'image', jpeg(5_000))),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a message.deleted the message service did not make', () => {
  it('destroys no attachment; a real deletion does', async () => {
    const sender = await verifiedSender(backends, 'media_forged');
    const { messageId } = await openMessage(message, sender);
    await uploadMedia(deps, upload(sender.user.id, messageId, 'image', jpeg(5_000)));
    await message.SealMessage({ owner: sender.owner, messageId });

    await expect(purgeDeleted(deps, message, messageId)).resolves.toBeNull();
    expect(await listMedia(deps, sender.user.id, messageId)).toHaveLength(1);

    await message.DeleteMessage({ owner: sender.owner, messageId });
    await expect(purgeDeleted(deps, message, messageId)).resolves.toBe(1);
    expect(await listMedia(deps, sender.user.id, messageId)).toEqual([]);
  });
});

describe('account archives', () => {
  const store = async (userId: string, archiveId: string, bytes: Buffer) =>
    storeAccountArchive(
      deps,
      (async function* () {
        yield { header: { userId, archiveId } };
        for (let at = 0; at < bytes.length; at += 50_000) yield { chunk: bytes.subarray(at, at + 50_000) };
      })(),
    );
  const read = async (userId: string, archiveId: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of await openAccountArchive(deps, userId, archiveId)) chunks.push(chunk);
    return Buffer.concat(chunks);
  };
  const blobs = async () => readdir(storeDir, { recursive: true });

  it('are built one at a time per user, kept encrypted, read back whole by their owner only', async () => {
    const userId = randomUUID();
    const first = await startAccountArchive(deps, userId);
    expect(first.started).toBe(true);
    // A second request while it is built gets the same one back: no second build.
    const again = await startAccountArchive(deps, userId);
    expect(again).toMatchObject({ started: false, archive: { id: first.archive.id } });

    const zip = randomBytes(chunkSize * 2 + 123);
    const ready = await store(userId, first.archive.id, zip);
    expect(ready).toMatchObject({ status: 'ready', size: BigInt(zip.length) });
    expect(ready.expiresAt!.getTime() - ready.readyAt!.getTime()).toBe(24 * 3_600_000);
    expect(await read(userId, first.archive.id)).toEqual(zip);
    const stored = await readFile(path.join(storeDir, first.archive.id));
    expect(stored.includes(zip.subarray(0, 64))).toBe(false);
    await expect(read(randomUUID(), first.archive.id)).rejects.toMatchObject({ reason: 'ARCHIVE_NOT_FOUND' });
    // Its owner was told, in the transaction that made it ready.
    const events = await db.outboxEvent.findMany({ where: { type: 'media.account_archive.ready' } });
    expect(events.map((event) => event.payload)).toContainEqual({
      archiveId: first.archive.id,
      userId,
      expiresAt: ready.expiresAt!.toISOString(),
    });

    // A stream for an archive that is not being built is refused; so is one for another user's.
    await expect(store(userId, first.archive.id, zip)).rejects.toMatchObject({ reason: 'ARCHIVE_NOT_FOUND' });
    const next = await startAccountArchive(deps, userId);
    expect(next.started).toBe(true);
    // Asking again replaces the old one, bytes and all.
    expect(await blobs()).not.toContain(first.archive.id);
    await expect(store(randomUUID(), next.archive.id, zip)).rejects.toMatchObject({
      reason: 'ARCHIVE_NOT_FOUND',
    });
  });

  it('count a build cut off for an hour as failed, and go with their bytes after their 24 hours', async () => {
    const userId = randomUUID();
    const cutOff = await startAccountArchive(deps, userId, new Date(Date.now() - 2 * 3_600_000));
    expect((await getAccountArchive(deps, userId))?.status).toBe('failed');
    const fresh = await startAccountArchive(deps, userId);
    expect(fresh.started).toBe(true);
    expect(fresh.archive.id).not.toBe(cutOff.archive.id);
    await store(userId, fresh.archive.id, randomBytes(1_000));
    expect(await blobs()).toContain(fresh.archive.id);

    expect(await sweepAccountArchives(deps)).toBe(0);
    const dayLater = new Date(Date.now() + 24 * 3_600_000 + 1_000);
    expect(await getAccountArchive(deps, userId, dayLater)).toBeNull();
    expect(await sweepAccountArchives(deps, dayLater)).toBeGreaterThanOrEqual(1);
    expect(await db.accountArchive.count({ where: { userId } })).toBe(0);
    expect(await blobs()).not.toContain(fresh.archive.id);
  });

  it('go with the account', async () => {
    const userId = randomUUID();
    const { archive } = await startAccountArchive(deps, userId);
    await store(userId, archive.id, randomBytes(1_000));
    expect(await eraseAccountArchives(deps, userId)).toBe(1);
    expect(await getAccountArchive(deps, userId)).toBeNull();
    expect(await blobs()).not.toContain(archive.id);
  });
});
