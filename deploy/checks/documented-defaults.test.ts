// The numbers the API documents beside a setting's name ("(`ACCESS_LIMIT_PER_IP`, 600") are the bff's own
// defaults: a changed default with a stale page told an attacker and an operator the wrong limit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bffConfigSchema } from '../../services/bff/src/config.ts';

const page = readFileSync(new URL('../../docs/recipient-api.md', import.meta.url), 'utf8');
const defaults = bffConfigSchema.shape;

describe('docs/recipient-api.md', () => {
  it('names each setting with the default the bff has', () => {
    const named = [...page.matchAll(/`([A-Z][A-Z0-9_]+)`\s*\(?,?\s*\(?(\d[\d,]*)\)?/g)]
      .map(([, name, value]) => [name!, Number(value!.replace(/,/g, ''))] as const)
      .filter(([name]) => name in defaults);
    expect(named.length).toBeGreaterThanOrEqual(4);
    for (const [name, value] of named) {
      const schema = defaults[name as keyof typeof defaults];
      expect({ [name]: schema.parse(undefined) }).toEqual({ [name]: value });
    }
  });
});
