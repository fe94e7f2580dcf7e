import { api } from '../../../lib/api-client';
import type { CodeRequest } from '@app/proto/api/recipient';
import type { AccessResponse } from './types';

/** Looks the code up: whether the message is there, delivered, and which questions protect it. */
export function accessMessage(accessCode: string): Promise<AccessResponse> {
  return api.post<AccessResponse>('/api/access', { accessCode } satisfies CodeRequest);
}
