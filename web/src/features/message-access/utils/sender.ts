import type { FullMessage } from '../api/types';

/** The name the letter is signed with: the full name, else the username; null when anonymous. */
export function senderName(message: Pick<FullMessage, 'isAnonymous' | 'sender'>): string | null {
  if (message.isAnonymous) return null;
  const { fullName, username } = message.sender;
  return fullName?.trim() || username?.trim() || null;
}

/** The sender's e-mail, when the message is signed and the sender gave one. */
export function senderEmail(message: Pick<FullMessage, 'isAnonymous' | 'sender'>): string | null {
  if (message.isAnonymous) return null;
  return message.sender.email?.trim() || null;
}
