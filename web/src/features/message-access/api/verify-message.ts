import { api } from '../../../lib/api-client';
import type { AnswerInput, FullMessage } from './types';

/**
 * Checks the answers and returns the whole message. The server also sets the short-lived grant cookie
 * that the attachments, the reaction, the read receipt and deleting require.
 */
export function verifyMessage(input: AnswerInput): Promise<FullMessage> {
  return api.post<FullMessage>('/api/verify', input);
}
