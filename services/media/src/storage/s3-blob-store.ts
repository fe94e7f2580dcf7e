import { Readable } from 'node:stream';
import type { BlobStore } from './blob-store.ts';

export type S3StoreOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2…); empty for AWS itself. */
  endpoint?: string;
  /** Bucket in the path rather than the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Static keys; without them the SDK's default chain applies (workload identity, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prefix of every key, so several environments can share a bucket. */
  keyPrefix: string;
};

export type S3BlobStore = BlobStore & { ready(): Promise<void>; close(): void };

/**
 * Blobs as objects in an S3-compatible bucket: what lets the media service run several replicas. Uploads
 * stream in 5 MiB parts (a multipart upload, completed only when the whole blob is in, aborted otherwise),
 * so nothing is visible under a key unless it completes; reads ask for exactly the byte range needed.
 * The SDK (about 24 MB of memory) is loaded here, when the store is opened: a service whose blobs live on
 * its volume never carries it.
 */
export async function openS3BlobStore(options: S3StoreOptions): Promise<S3BlobStore> {
  const [{ DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client }, { Upload }] =
    await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const keyOf = (key: string) => {
    if (!/^[A-Za-z0-9-]+$/.test(key)) throw new Error('blob keys are ids');
    return `${options.keyPrefix}${key}`;
  };
  return {
    async put(key, data) {
      const upload = new Upload({
        client,
        params: {
          Bucket: options.bucket,
          Key: keyOf(key),
          Body: Readable.from(data),
          ContentType: 'application/octet-stream',
        },
        partSize: 5 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async *readRange(key, start, end) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(key), Range: `bytes=${start}-${end}` }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('no body from the object store');
      for await (const chunk of object.Body) yield chunk as Buffer;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
    },
    /** Readiness: the bucket answers to these credentials. */
    async ready() {
      await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
