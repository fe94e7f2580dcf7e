import { randomUUID } from 'node:crypto';
import type { MailContent } from './parse-mail.ts';

export interface CaughtMessage extends MailContent {
  id: string;
  created: Date;
  read: boolean;
}

/** Caught mails in memory; past the capacity the oldest ones are dropped. */
export class MessageStore {
  // A Map iterates in insertion order, so its first entry is always the oldest mail.
  readonly #messages = new Map<string, CaughtMessage>();
  readonly #capacity: number;

  constructor(capacity = 500) {
    this.#capacity = capacity;
  }

  add(content: MailContent): CaughtMessage {
    const message: CaughtMessage = { ...content, id: randomUUID(), created: new Date(), read: false };
    this.#messages.set(message.id, message);
    for (const oldest of this.#messages.keys()) {
      if (this.#messages.size <= this.#capacity) break;
      this.#messages.delete(oldest);
    }
    return message;
  }

  /** Newest first. */
  list(): CaughtMessage[] {
    return [...this.#messages.values()].reverse();
  }

  get(id: string): CaughtMessage | undefined {
    return this.#messages.get(id);
  }

  latest(): CaughtMessage | undefined {
    return this.list()[0];
  }

  get unread(): number {
    return this.list().filter((message) => !message.read).length;
  }

  markRead(id: string): void {
    const message = this.#messages.get(id);
    if (message) message.read = true;
  }

  delete(ids: readonly string[]): void {
    for (const id of ids) this.#messages.delete(id);
  }

  clear(): void {
    this.#messages.clear();
  }
}
