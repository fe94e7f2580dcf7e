import { api } from '../../../lib/api-client';

/** Marks the message read; the first time, the server tells the sender. Needs the grant. */
export function markRead(accessCode: string): Promise<{ isRead: boolean }> {
  return api.post<{ isRead: boolean }>('/api/access/read', { accessCode });
}
