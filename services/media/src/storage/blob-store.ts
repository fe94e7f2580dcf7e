/**
 * Where attachment bytes live (already encrypted). A filesystem directory by default; an S3-compatible store
 * is the other implementation this interface is shaped for.
 */
export type BlobStore = {
  /** Writes the whole blob from the stream; nothing is visible under `key` unless it completes. */
  put(key: string, data: AsyncIterable<Buffer>): Promise<void>;
  /** Bytes `start..end` (inclusive) of the blob. */
  readRange(key: string, start: number, end: number): AsyncIterable<Buffer>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
};
