import type { CodeRequest } from '@app/proto/api/recipient';
import { api } from '../../../lib/api-client';

/** The open letter as a PDF with its photos, in the reader's language (docs/recipient-api.md). Needs the grant. */
export function downloadKeepsake(accessCode: string): Promise<Blob> {
  return api.postForFile('/api/access/keepsake', { accessCode } satisfies CodeRequest, 'application/pdf');
}
