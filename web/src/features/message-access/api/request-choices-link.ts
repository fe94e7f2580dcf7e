import type { CodeRequest, RecipientConfirmation } from '@app/proto/api/recipient';
import { api } from '../../../lib/api-client';

/** Has the choices link e-mailed to the message's recipient address (docs/recipient-api.md). Needs the grant. */
export function requestChoicesLink(accessCode: string): Promise<RecipientConfirmation> {
  return api.post<RecipientConfirmation>('/api/access/choices-link', { accessCode } satisfies CodeRequest);
}
