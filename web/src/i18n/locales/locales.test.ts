import { describe, expect, it } from 'vitest';
import enAccess from './en/access.json';
import enAdmin from './en/admin.json';
import enMessages from './en/messages.json';
import enPayment from './en/payment.json';
import enProofOfLife from './en/proof-of-life.json';
import en from './en.json';
import esAccess from './es/access.json';
import esAdmin from './es/admin.json';
import esMessages from './es/messages.json';
import esPayment from './es/payment.json';
import esProofOfLife from './es/proof-of-life.json';
import es from './es.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

// Every namespace: the shared texts and the ones the messages and message-access features load with
// their screens.
const namespaces = [
  { name: 'translation', spanish: flatten(es), english: flatten(en) },
  { name: 'messages', spanish: flatten(esMessages), english: flatten(enMessages) },
  { name: 'access', spanish: flatten(esAccess), english: flatten(enAccess) },
  { name: 'payment', spanish: flatten(esPayment), english: flatten(enPayment) },
  { name: 'admin', spanish: flatten(esAdmin), english: flatten(enAdmin) },
  { name: 'proofOfLife', spanish: flatten(esProofOfLife), english: flatten(enProofOfLife) },
];

describe.each(namespaces)('locales: $name', ({ spanish, english }) => {
  it('has every Spanish text in English', () => {
    const missing = [...spanish.keys()].filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });

  it('has every English text in Spanish', () => {
    const missing = [...english.keys()].filter((key) => !spanish.has(key));
    expect(missing).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...spanish.entries()].filter(
      ([key, text]) =>
        JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(english.get(key) ?? '')),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('has no empty texts', () => {
    const empty = [...spanish, ...english].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });
});

// One spelling per term and language. The spec quotes two Spanish errors with "video" word for word, so
// those keep it. The access namespace is left to its own feature.
const SPEC_QUOTED = new Set(['attachments.errors.tooManyVideos', 'attachments.errors.cameraVideo']);
const withoutPlaceholders = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '');

describe.each(namespaces.filter(({ name }) => name !== 'access'))('terms: $name', ({ spanish, english }) => {
  it('says "correo electrónico" and "vídeo" in Spanish', () => {
    const off = [...spanish]
      .filter(([key]) => !SPEC_QUOTED.has(key))
      .filter(([, text]) => /\be-?mails?\b|\bvideos?\b/i.test(withoutPlaceholders(text)));
    expect(off).toEqual([]);
  });

  it('says "e-mail" and "video" in English', () => {
    const off = [...english].filter(([, text]) =>
      /(?<![-\w])emails?\b|\bvídeos?\b/i.test(withoutPlaceholders(text)),
    );
    expect(off).toEqual([]);
  });
});
