import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';

/**
 * A ZIP archive written entry after entry into a Node stream. It waits whenever its reader is slower (a phone
 * downloading a video), so an archive of any size passes through a bounded amount of memory; files that are
 * already compressed (photos, videos) are stored as they are.
 */
export function createZipWriter() {
  const stream = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) stream.destroy(error);
    else {
      stream.write(chunk);
      if (final) stream.end();
    }
  });

  async function readerCaughtUp(): Promise<void> {
    if (stream.writableNeedDrain) {
      await new Promise<void>((resolve) => {
        stream.once('drain', resolve);
        stream.once('close', resolve);
      });
    }
    if (stream.destroyed) throw new Error('the archive download was closed');
  }

  async function write(
    file: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void },
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ) {
    zip.add(file);
    for await (const chunk of chunks) {
      file.push(chunk);
      await readerCaughtUp();
    }
    file.push(new Uint8Array(0), true);
    await readerCaughtUp();
  }

  return {
    stream,
    /** A small file (text, JSON, a PDF), compressed. */
    addFile(name: string, data: string | Uint8Array): Promise<void> {
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      return write(new ZipDeflate(name, { level: 6 }), [bytes]);
    },
    /** A large file read as it is written (an attachment), stored without compression. */
    addStream(name: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<void> {
      return write(new ZipPassThrough(name), chunks);
    },
    finish(): void {
      zip.end();
    },
    /** Stops mid-way: the reader sees a failed download, never an archive that looks whole. */
    abort(error: Error): void {
      zip.terminate();
      stream.destroy(error);
    },
  };
}

export type ZipWriter = ReturnType<typeof createZipWriter>;
