import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isLifeProofState, MAX_MISSED_CHECK_INS, type CheckIn } from './types';

/**
 * Reads an answer of the proof-of-life calls field by field. A state this screen does not know (a newer
 * server) is an error rather than a guess: the page then offers to try again.
 */
export function toCheckIn(answer: unknown): CheckIn {
  const body = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (!isLifeProofState(body.state)) throw new Error('Unknown proof-of-life state');
  const missed = typeof body.missedCheckIns === 'number' ? Math.trunc(body.missedCheckIns) : 0;
  return {
    messageId: typeof body.messageId === 'string' ? body.messageId : '',
    state: body.state,
    missedCheckIns: Math.min(Math.max(missed, 0), MAX_MISSED_CHECK_INS),
    nextCheckInAt: typeof body.nextCheckInAt === 'string' ? body.nextCheckInAt : null,
    deliversAt: typeof body.deliversAt === 'string' ? body.deliversAt : null,
    canManage: body.canManage === true,
    isTest: body.isTest === true,
  };
}

/** Where the switch of the check-in's message stands; changes nothing (a mail scanner may open the link). */
export async function getCheckIn(token: string, signal?: AbortSignal): Promise<CheckIn> {
  return toCheckIn(await api.post<unknown>('/api/proof-of-life/check-in', { token }, { signal }));
}

export const checkInQueryKey = (token: string) => ['proof-of-life', 'check-in', token] as const;

export function checkInQueryOptions(token: string) {
  return queryOptions({
    queryKey: checkInQueryKey(token),
    queryFn: ({ signal }) => getCheckIn(token, signal),
  });
}

/** The check-in of the e-mail's token; nothing is asked without a token. */
export function useCheckIn(token: string | null) {
  return useQuery({ ...checkInQueryOptions(token ?? ''), enabled: token !== null });
}
