import { api } from '../../../lib/api-client';

/** Deletes the message and its attachments; the server tells the sender. Needs the grant. */
export function deleteByAccess(accessCode: string): Promise<{ success: boolean }> {
  return api.post<{ success: boolean }>('/api/messages/delete-by-access', { accessCode });
}
