import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
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
      const target = fileOf(key);
      await mkdir(directory, { recursive: true });
      const temporary = path.join(directory, `.${randomUUID()}.part`);
      // Opened before any byte flows, so the clean-up below always finds the file: a write stream that
      // opens lazily could create it after a failed upload had already removed it.
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await pipeline(data, handle.createWriteStream());
        await rename(temporary, target);
      } catch (error) {
        await handle.close().catch(() => undefined);
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
