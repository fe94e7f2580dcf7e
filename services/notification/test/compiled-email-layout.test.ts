import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileEmailLayout,
  compileMjml,
  layoutModule,
} from '../src/templates/build/compile-email-layout.ts';
import { cardMarkup, dividerMarkup, documentMarkup } from '../src/templates/build/email-markup.ts';
import { emailContent, renderEmail, type EmailParts } from '../src/templates/render-email.ts';

// What MJML makes of the same content, compiled whole as the sending process once did on every e-mail.
async function compiledWhole(parts: EmailParts, alternate?: EmailParts): Promise<string> {
  const content = emailContent(parts, alternate);
  return compileMjml(
    documentMarkup({
      lang: content.lang,
      title: content.title,
      preview: content.preview,
      cards:
        cardMarkup(content.card) +
        (content.alternate ? `\n${dividerMarkup}\n${cardMarkup(content.alternate)}` : ''),
    }),
  );
}

// Indentation differs where a part repeats, and MJML trims the text inside a tag; what a mail client shows does not.
const normalised = (html: string) => html.replace(/\s+/g, ' ').replace(/ ?([<>]) ?/g, '$1');

// Where two long documents part, with a little context: what a failure should show.
function whereTheyPart(filled: string, whole: string) {
  let at = 0;
  while (at < filled.length && filled[at] === whole[at]) at += 1;
  if (filled === whole) return { filled: '', whole: '' };
  return { filled: filled.slice(at - 120, at + 80), whole: whole.slice(at - 120, at + 80) };
}

// People's names and words, with what HTML, the placeholders and String.replace would take for their own.
const typed = fc
  .array(fc.constantFrom('Ana', ' ', 'é', '<b>', '&', '"', "'", '%%text%%', '<!--{{card}}-->', '$&', '\n'), {
    minLength: 1,
    maxLength: 6,
  })
  .map((pieces) => pieces.join(''))
  // Every text the product writes says something (paragraphsOf drops blank ones).
  .filter((text) => text.trim() !== '');

const partsIn = (language: 'es' | 'en') =>
  fc.record(
    {
      language: fc.constant(language),
      subject: typed,
      greeting: typed,
      paragraphs: fc.array(typed, { minLength: 1, maxLength: 3 }),
      highlight: fc.record({ label: typed, value: typed }),
      details: fc.array(fc.record({ label: typed, value: typed }), { minLength: 1, maxLength: 3 }),
      action: fc.record({ label: typed, url: typed }),
      footnotes: fc.array(typed, { maxLength: 2 }),
      optOut: fc.record({ text: typed, label: typed, url: typed }),
    },
    { requiredKeys: ['language', 'subject', 'greeting', 'paragraphs', 'footnotes'] },
  );

describe('the compiled e-mail layout', () => {
  it('is the one the MJML source compiles to now (run `npm run emails:compile` after changing it)', async () => {
    const committed = await readFile(
      new URL('../src/templates/email-layout.compiled.ts', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(layoutModule(await compileEmailLayout()));
  });

  it('filled, is what MJML makes of the whole e-mail, for any shape of e-mail and any text', async () => {
    await fc.assert(
      fc.asyncProperty(
        partsIn('es'),
        fc.option(partsIn('en'), { nil: undefined }),
        async (parts, alternate) => {
          const filled = normalised(renderEmail(parts, alternate).html);
          const whole = normalised(await compiledWhole(parts, alternate));
          expect(whereTheyPart(filled, whole)).toEqual({ filled: '', whole: '' });
          expect(filled.length).toBe(whole.length);
        },
      ),
      { numRuns: 100 },
    );
  });
});
