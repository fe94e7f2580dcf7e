import type { ReportRequest, RecipientConfirmation } from '@app/proto/api/recipient';
import { api } from '../../../lib/api-client';

/** Reports the message (docs/recipient-api.md): it opens for nobody until an admin decides. Needs the grant. */
export function reportMessage(report: ReportRequest): Promise<RecipientConfirmation> {
  return api.post<RecipientConfirmation>('/api/access/report', report);
}
