import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from './blob-store.ts';

/** Blobs as files in one directory (a volume in Kubernetes); written to a temporary name, then renamed. */
export function filesystemBlobStore(directory: string): BlobStore {
  const fileOf = (key: string) => {
    if (!/^[A-Za-z0-9-]+$/.test(key)) throw new Error('blob keys are ids');
    return path.join(directory, key);
  };
  return {
    async put(key, data) {
      await mkdir(directory, { recursive: true });
      const temporary = path.join(directory, `.${randomUUID()}.part`);
      try {
        await pipeline(data, createWriteStream(temporary, { mode: 0o600 }));
        await rename(temporary, fileOf(key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    readRange(key, start, end) {
      return createReadStream(fileOf(key), { start, end });
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
