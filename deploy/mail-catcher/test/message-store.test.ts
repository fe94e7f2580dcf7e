import { describe, expect, it } from 'vitest';
import { MessageStore } from '../src/message-store.ts';
import type { MailContent } from '../src/parse-mail.ts';

function content(subject: string): MailContent {
  return {
    messageId: `${subject}@legado.test`,
    from: { name: '', address: 'no-reply@legado.test' },
    to: [{ name: '', address: 'ana@example.com' }],
    cc: [],
    bcc: [],
    replyTo: [],
    returnPath: 'no-reply@legado.test',
    subject,
    date: undefined,
    text: subject,
    html: '',
    headers: {},
    inline: [],
    attachments: [],
    snippet: subject,
    size: 100,
    raw: Buffer.from(`Subject: ${subject}\r\n\r\n${subject}`),
  };
}

describe('MessageStore', () => {
  it('lists newest first and drops the oldest past its capacity', () => {
    const store = new MessageStore(2);
    const first = store.add(content('first'));
    store.add(content('second'));
    store.add(content('third'));

    expect(store.list().map((m) => m.subject)).toEqual(['third', 'second']);
    expect(store.get(first.id)).toBeUndefined();
    expect(store.latest()?.subject).toBe('third');
  });

  it('counts unread messages and marks one read', () => {
    const store = new MessageStore();
    const first = store.add(content('first'));
    store.add(content('second'));

    store.markRead(first.id);
    expect(store.unread).toBe(1);
    expect(store.get(first.id)?.read).toBe(true);
  });

  it('deletes some messages or all of them', () => {
    const store = new MessageStore();
    const first = store.add(content('first'));
    store.add(content('second'));

    store.delete([first.id, 'unknown']);
    expect(store.list().map((m) => m.subject)).toEqual(['second']);
    store.clear();
    expect(store.list()).toEqual([]);
  });
});
