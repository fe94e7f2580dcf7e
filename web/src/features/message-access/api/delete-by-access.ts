import type { CodeRequest, DeleteByAccessResponse } from '@app/proto/api/recipient';
import { api } from '../../../lib/api-client';

/** Deletes the message and its attachments; the server tells the sender. Needs the grant. */
export function deleteByAccess(accessCode: string): Promise<DeleteByAccessResponse> {
  return api.post<DeleteByAccessResponse>('/api/messages/delete-by-access', {
    accessCode,
  } satisfies CodeRequest);
}
