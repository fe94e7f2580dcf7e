import { MessageStatus as MessageStatusEnum } from '../../gen/app/message/v1/MessageStatus.ts';
import { MessageType as MessageTypeEnum } from '../../gen/app/message/v1/MessageType.ts';
import { SchedulingType as SchedulingTypeEnum } from '../../gen/app/message/v1/SchedulingType.ts';
import { enumValues } from './proto-enum.ts';

/**
 * The kinds of message a stored message can be, in the order the sender's list groups them, and how its
 * delivery is timed: the message service stores them (as database enums), the bff and the web show them.
 * (The wizard offers six of the types under the names in web/src/features/messages/utils/message-types.ts.)
 */
export const MESSAGE_TYPES = enumValues(MessageTypeEnum);
export type MessageType = (typeof MESSAGE_TYPES)[number];

export function isMessageType(value: unknown): value is MessageType {
  return typeof value === 'string' && (MESSAGE_TYPES as readonly string[]).includes(value);
}

/** The wizard's names for two of the types (the others are the stored names in capitals). */
export const MESSAGE_TYPE_ALIASES: Readonly<Record<string, MessageType>> = {
  testament: 'testamento_voluntades',
  special_moments: 'specialMoments',
};

/** On a chosen date (or at once, without one), or by proof of life. */
export const SCHEDULING_TYPES = enumValues(SchedulingTypeEnum);
export type SchedulingType = (typeof SCHEDULING_TYPES)[number];

/** Where a message stands for its sender: read once its recipient opened it, else delivered, else pending. */
export const MESSAGE_STATUSES = enumValues(MessageStatusEnum);
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
