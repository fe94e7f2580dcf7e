import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('where to go after signing in', () => {
  it.each(['/create-message', '/messages?tab=read', '/proof-of-life#token=abc', '/payment/0b6f-1?x=1'])(
    'returns to %s',
    (path) => expect(safeNextPath(path)).toBe(path),
  );

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '/a b',
    `/${'a'.repeat(600)}`,
  ])('goes home for %s', (value) => expect(safeNextPath(value)).toBe('/'));
});
