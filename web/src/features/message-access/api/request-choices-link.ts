import type { ChoicesLinkResponse, CodeRequest } from '@app/proto/api/recipient';
import { api } from '../../../lib/api-client';

/**
 * Has the choices link e-mailed to the message's recipient address, or for a letter answers its token
 * (docs/recipient-api.md). Needs the grant.
 */
export function requestChoicesLink(accessCode: string): Promise<ChoicesLinkResponse> {
  return api.post<ChoicesLinkResponse>('/api/access/choices-link', { accessCode } satisfies CodeRequest);
}
