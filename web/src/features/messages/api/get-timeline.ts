import { useQuery } from '@tanstack/react-query';
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

/** One step of a message's life with its instant (GET /api/messages/:id/timeline). */
export type TimelineStep = { at: string; event: TimelineEvent };

const isEvent = (value: string): value is TimelineEvent =>
  (TIMELINE_EVENTS as readonly string[]).includes(value);

/** Every step of the message, oldest first; a step this screen has no words for is left out. */
export async function getTimeline(messageId: string): Promise<TimelineStep[]> {
  const steps = await api.get<{ at: string; event: string }[]>(
    `/api/messages/${encodeURIComponent(messageId)}/timeline`,
  );
  return steps.filter((step): step is TimelineStep => isEvent(step.event));
}

export function useTimeline(messageId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...messageQueryKey(messageId), 'timeline'],
    queryFn: () => getTimeline(messageId),
    enabled,
  });
}
