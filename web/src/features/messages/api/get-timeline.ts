import { useQuery } from '@tanstack/react-query';
import { isBounceCause, type BounceCause } from '@app/proto/rules/bounce-causes';
import { api } from '../../../lib/api-client';
import { messageQueryKey } from '../../../api/get-message';

export const TIMELINE_EVENTS = [
  'created',
  'sealed',
  'deleted_by_recipient',
  'deleted_by_attempts',
  'started',
  'check_in_sent',
  'check_in_missed',
  'last_chance',
  'contact_asked',
  'contact_vetoed',
  'contact_released',
  'confirmed',
  'paused',
  'resumed',
  'test_check_in',
  'signed_in',
  'message_sealed',
  'reviewed',
  'check_in_bounced',
  'backup_check_in_bounced',
  'went_on_unreachable',
  'contact_accepted',
  'contact_declined',
  'contact_invitation_bounced',
  'contact_changed',
  'send_now',
  'released',
  'release_held',
  'release_undone',
  'release_undone_by_sign_in',
  'delivery_dispatched',
  'delivered_to_recipient',
  'read',
  'locked',
  'cancelled',
  'delivery_failed',
  'letter_queued',
  'letter_printed',
  'letter_posted',
  'letter_returned',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

/**
 * One step of a message's life with its instant (GET /api/messages/:id/timeline); a failed delivery's step
 * says why (`cause`).
 */
export type TimelineStep = { at: string; event: TimelineEvent; cause?: BounceCause };

const isEvent = (value: string): value is TimelineEvent =>
  (TIMELINE_EVENTS as readonly string[]).includes(value);

/** Every step of the message, oldest first; a step this screen has no words for is left out. */
export async function getTimeline(messageId: string): Promise<TimelineStep[]> {
  const steps = await api.get<{ at: string; event: string; cause?: string }[]>(
    `/api/messages/${encodeURIComponent(messageId)}/timeline`,
  );
  return steps.flatMap(({ at, event, cause }) =>
    isEvent(event) ? [{ at, event, ...(isBounceCause(cause) ? { cause } : {}) }] : [],
  );
}

export function useTimeline(messageId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...messageQueryKey(messageId), 'timeline'],
    queryFn: () => getTimeline(messageId),
    enabled,
  });
}
