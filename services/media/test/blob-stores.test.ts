import { testProductKeys } from '@app/platform/test-support/test-keys';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@app/platform/config';
import { mediaConfigSchema } from '../src/config.ts';
import type { BlobStore } from '../src/storage/blob-store.ts';
import { filesystemBlobStore } from '../src/storage/filesystem-blob-store.ts';
import { openS3BlobStore, type S3BlobStore } from '../src/storage/s3-blob-store.ts';
import { startFakeS3 } from './helpers/fake-s3.ts';

async function* pieces(data: Buffer, size: number): AsyncIterable<Buffer> {
  for (let offset = 0; offset < data.length; offset += size) yield data.subarray(offset, offset + size);
}

async function* failingAfter(data: Buffer): AsyncIterable<Buffer> {
  yield data;
  throw new Error('the upload broke off');
}

async function read(store: BlobStore, key: string, start: number, end: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of store.readRange(key, start, end)) parts.push(part);
  return Buffer.concat(parts);
}

let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;
let directory: string;
const stores: Record<string, () => BlobStore> = {};
let s3: S3BlobStore;

beforeAll(async () => {
  fakeS3 = await startFakeS3('legado-media-test');
  directory = await mkdtemp(path.join(os.tmpdir(), 'blob-store-'));
  stores.filesystem = () => filesystemBlobStore(directory);
  s3 = await openS3BlobStore({
    bucket: 'legado-media-test',
    region: 'us-east-1',
    endpoint: fakeS3.endpoint,
    forcePathStyle: true,
    credentials: fakeS3.credentials,
    keyPrefix: 'test/',
  });
  stores.s3 = () => s3;
});
afterAll(async () => {
  s3?.close();
  await fakeS3?.close();
  await rm(directory, { recursive: true, force: true });
});

describe.each(['filesystem', 's3'])('the %s blob store', (kind) => {
  it('keeps a blob streamed in pieces (several multipart parts) and reads any byte range of it', async () => {
    const store = stores[kind]!();
    const key = randomUUID();
    const data = randomBytes(12 * 1024 * 1024 + 123);
    await store.put(key, pieces(data, 64 * 1024));
    expect((await read(store, key, 0, data.length - 1)).equals(data)).toBe(true);
    expect((await read(store, key, 5, 9)).equals(data.subarray(5, 10))).toBe(true);
    const tail = data.length - 10;
    expect((await read(store, key, tail, data.length - 1)).equals(data.subarray(tail))).toBe(true);
  });

  it('leaves nothing under the key when the upload breaks off', async () => {
    const store = stores[kind]!();
    const key = randomUUID();
    await expect(store.put(key, failingAfter(randomBytes(1024)))).rejects.toThrow('broke off');
    await expect(read(store, key, 0, 10)).rejects.toThrow();
  });

  it('deletes a blob, and deleting a missing one is no error', async () => {
    const store = stores[kind]!();
    const key = randomUUID();
    await store.put(key, pieces(randomBytes(2048), 512));
    await store.delete(key);
    await store.delete(key);
    await expect(read(store, key, 0, 10)).rejects.toThrow();
  });

  it('refuses keys that are not ids', async () => {
    const store = stores[kind]!();
    await expect(store.put('../escape', pieces(randomBytes(8), 8))).rejects.toThrow('blob keys are ids');
  });
});

it('the s3 store keeps its objects under its prefix, in the bucket', async () => {
  const store = stores.s3!();
  const key = randomUUID();
  await store.put(key, pieces(randomBytes(100), 100));
  const stored = await readdir(path.join(fakeS3.directory, 'legado-media-test', 'test'));
  expect(stored.some((name) => name.startsWith(key))).toBe(true);
});

it('the s3 store is ready when its bucket answers, and not when it does not', async () => {
  await expect(s3.ready()).resolves.toBeUndefined();
  const missing = await openS3BlobStore({
    bucket: 'no-such-bucket',
    region: 'us-east-1',
    endpoint: fakeS3.endpoint,
    forcePathStyle: true,
    credentials: fakeS3.credentials,
    keyPrefix: '',
  });
  await expect(missing.ready()).rejects.toThrow();
  missing.close();
});

describe('choosing the store', () => {
  const base = {
    DATABASE_URL: 'postgresql://x@127.0.0.1/x',
    ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    SERVICE_SIGNING_KEY: testProductKeys().signingKeys.media,
    SERVICE_PUBLIC_KEYS: testProductKeys().publicKeys,
  };
  it('wants a bucket for s3, and both static keys or neither', () => {
    expect(() => loadConfig(mediaConfigSchema, { ...base, MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() =>
      loadConfig(mediaConfigSchema, { ...base, MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
    const workloadIdentity = loadConfig(mediaConfigSchema, {
      ...base,
      MEDIA_STORE: 's3',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      S3_ENDPOINT: '',
    });
    expect(workloadIdentity).toMatchObject({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: true });
    expect(workloadIdentity.S3_ACCESS_KEY_ID).toBeUndefined();
    expect(workloadIdentity.S3_ENDPOINT).toBeUndefined();
  });
});
