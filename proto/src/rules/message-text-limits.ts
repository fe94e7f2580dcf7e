/**
 * The longest each of a message's texts may be, in characters: the message service refuses longer, and the
 * wizard's fields stop there.
 */
export const MESSAGE_TEXT_LIMITS = {
  recipient: 200,
  subject: 200,
  content: 50_000,
  title: 100,
  senderName: 100,
  question: 300,
  answer: 200,
} as const;
