import { AppError } from '@app/platform/errors';
import type { Prisma } from '../db/client.ts';
import { chunkSize, decryptChunk, recordOverhead, recordRange } from './chunked-encryption.ts';
import type { MediaDeps } from './deps.ts';
import { unwrapDataKey } from './media-keys.ts';

/** Bytes `start..end` (inclusive) of a stored file (an attachment or an account archive), decrypted. */
export async function* readRange(
  deps: MediaDeps,
  row: Pick<Prisma.MediaGetPayload<object>, 'id' | 'size' | 'wrappedKey'>,
  start: number,
  end: number,
): AsyncGenerator<Buffer> {
  const size = Number(row.size);
  if (start < 0 || end < start || end >= size) {
    throw new AppError('INVALID_ARGUMENT', 'range outside the file', { reason: 'RANGE_NOT_SATISFIABLE' });
  }
  const key = unwrapDataKey(deps, row.id, row.wrappedKey);
  const range = recordRange(size, start, end);
  const lengthOf = (index: number) =>
    index < range.lastIndex ? range.recordLength : size - range.lastIndex * chunkSize + recordOverhead;
  let index = range.first;
  let pending = Buffer.alloc(0);
  for await (const piece of deps.store.readRange(row.id, range.byteStart, range.byteEnd)) {
    pending = Buffer.concat([pending, piece]);
    while (index <= range.last && pending.length >= lengthOf(index)) {
      const record = pending.subarray(0, lengthOf(index));
      pending = pending.subarray(record.length);
      const plain = decryptChunk(key, row.id, index, index === range.lastIndex, record);
      const from = index === range.first ? start - index * chunkSize : 0;
      const to = index === range.last ? end - index * chunkSize + 1 : plain.length;
      yield plain.subarray(from, to);
      index += 1;
    }
  }
  if (index <= range.last) throw new AppError('INTERNAL', 'attachment shorter than recorded');
}
