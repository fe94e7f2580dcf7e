import type { MessageMailDeps } from './message-mail-deps.ts';

export type LetterDeps = Pick<
  MessageMailDeps,
  'db' | 'auth' | 'message' | 'publicUrl' | 'now' | 'eventsWritten'
>;
