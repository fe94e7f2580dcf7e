import { api } from '../../../lib/api-client';
import type { AnswerInput, MessagePreview } from './types';

/** Checks the answers and returns the preview. A wrong answer counts as a failed attempt. */
export function previewMessage(input: AnswerInput): Promise<MessagePreview> {
  return api.post<MessagePreview>('/api/preview', input);
}
