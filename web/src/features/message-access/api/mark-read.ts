import type { CodeRequest, MarkReadResponse } from '@app/proto/api/recipient';
import { api } from '../../../lib/api-client';

/** Marks the message read; the first time, the server tells the sender. Needs the grant. */
export function markRead(accessCode: string): Promise<MarkReadResponse> {
  return api.post<MarkReadResponse>('/api/access/read', { accessCode } satisfies CodeRequest);
}
