/**
 * The kinds of message a stored message can be, in the order the sender's list groups them, and how its
 * delivery is timed: the message service stores them (as database enums), the bff and the web show them.
 * (The wizard offers six of the types under the names in web/src/features/messages/utils/message-types.ts.)
 */
export const MESSAGE_TYPES = [
  'love',
  'farewell',
  'secret',
  'instructions',
  'blank',
  'testamento_voluntades',
  'specialMoments',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export function isMessageType(value: unknown): value is MessageType {
  return typeof value === 'string' && (MESSAGE_TYPES as readonly string[]).includes(value);
}

/** On a chosen date (or at once, without one), or by proof of life. */
export const SCHEDULING_TYPES = ['specific_date', 'life_proof'] as const;
export type SchedulingType = (typeof SCHEDULING_TYPES)[number];
