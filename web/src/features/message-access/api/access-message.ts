import type { CodeRequest } from '@app/proto/api/recipient';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AccessResponse } from './types';

/** Looks the code up: whether the message is there, delivered, and which questions protect it. */
export function accessMessage(accessCode: string): Promise<AccessResponse> {
  return api.post<AccessResponse>('/api/access', { accessCode } satisfies CodeRequest);
}

/** Every spelling of one code is one lookup: case, spaces and dashes do not matter to the server either. */
export const accessQueryKey = (accessCode: string) =>
  ['access', accessCode.replace(/[\s-]/g, '').toUpperCase()] as const;

/**
 * The lookup as a query keyed by the code: the access page fetches it and the message view reads the same
 * answer, so a code is looked up once per visit. A refusal is kept too (not asked again when the view
 * mounts); the access page asks afresh each time a code is submitted, and a reload starts over.
 */
export function accessQueryOptions(accessCode: string) {
  return queryOptions({
    queryKey: accessQueryKey(accessCode),
    queryFn: () => accessMessage(accessCode),
    retryOnMount: false,
  });
}
