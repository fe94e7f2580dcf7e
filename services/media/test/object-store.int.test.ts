// The media service with its blobs in a bucket, started through its composition: it opens the object store
// itself when it starts (the S3 SDK is loaded only then), and says it is ready only while the bucket answers.
import { randomBytes } from 'node:crypto';
import { checkGrpcHealth } from '@app/platform/grpc-health-client';
import {
  deleteTestStreams,
  freePort,
  startTestService,
  testEventsPrefix,
} from '@app/test-stack/test-service';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaConfigSchema, mediaService } from '../src/media-service.ts';
import { startFakeS3 } from './helpers/fake-s3.ts';

type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;

const eventsPrefix = testEventsPrefix('media_object_store');

afterAll(async () => {
  await deleteTestStreams(eventsPrefix, []);
});

async function startInBucket(fakeS3: FakeS3) {
  return startTestService('media', mediaService, {
    label: 'media_object_store',
    eventsPrefix,
    schema: mediaConfigSchema,
    env: {
      // Nobody answers there: readiness does not ask the message service.
      MESSAGE_GRPC_ADDR: `127.0.0.1:${await freePort()}`,
      ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
      MEDIA_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: fakeS3.endpoint,
      S3_ACCESS_KEY_ID: fakeS3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: fakeS3.credentials.secretAccessKey,
    },
  });
}

const bucket = 'legado-media-store';
const readiness = (address: string) => checkGrpcHealth(address, 'readiness');

describe('the media service storing in a bucket', () => {
  it('is ready while its bucket answers, and not once it stops answering', async () => {
    const fakeS3 = await startFakeS3(bucket);
    let stillOpen = true;
    const media = await startInBucket(fakeS3);
    try {
      await expect.poll(() => readiness(media.address), { timeout: 20_000 }).toBe('SERVING');
      await fakeS3.close();
      stillOpen = false;
      // Readiness checks the bucket again every 5 s.
      await expect.poll(() => readiness(media.address), { timeout: 20_000 }).toBe('NOT_SERVING');
      expect(await checkGrpcHealth(media.address, '')).toBe('SERVING');
    } finally {
      await media.stop();
      if (stillOpen) await fakeS3.close();
    }
  });
});
