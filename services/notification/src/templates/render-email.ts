import type { Language } from '@app/platform/i18n/catalogue';
import { PLUM, type CardMarkup } from './build/email-markup.ts';
import { emailLayout } from './email-layout.compiled.ts';

/**
 * Where a mailbox's own "unsubscribe" button leads (List-Unsubscribe, RFC 2369): with `oneClick`, a URL the
 * mailbox POSTs to without asking anything more (RFC 8058); without it, a page that asks.
 */
export type Unsubscribe = { url: string; oneClick: boolean };

/** A rendered e-mail: both an HTML and a plain-text body, in one language. */
export type RenderedEmail = {
  subject: string;
  html: string;
  text: string;
  language: Language;
  unsubscribe?: Unsubscribe;
};

export type EmailParts = {
  language: Language;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** One value the reader must keep (an access code), set apart in large monospace after the paragraphs. */
  highlight?: { label: string; value: string };
  /** Label and value pairs (a receipt's lines), after the highlight; the last one is the total, in bold. */
  details?: { label: string; value: string }[];
  action?: { label: string; url: string };
  footnotes: string[];
  /** The reader's way to refuse more mail like this one, after the footnotes: a sentence and a real link. */
  optOut?: { text: string; label: string; url: string };
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A catalogue text holds paragraphs as written: separated by a blank line. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/** One card's text as HTML: escaped, and marked with its language where the page's differs. */
function cardOf(parts: EmailParts, pageLanguage: Language): CardMarkup {
  const say = (content: string) =>
    parts.language === pageLanguage
      ? escapeHtml(content)
      : `<span lang="${parts.language}">${escapeHtml(content)}</span>`;
  return {
    greeting: say(parts.greeting),
    paragraphs: parts.paragraphs.map(say),
    highlight: parts.highlight && {
      label: say(parts.highlight.label),
      value: escapeHtml(parts.highlight.value),
    },
    details: parts.details?.map((row) => ({ label: say(row.label), value: escapeHtml(row.value) })),
    action: parts.action && { label: say(parts.action.label), url: escapeHtml(parts.action.url) },
    footnotes: [
      ...parts.footnotes.map(say),
      ...(parts.optOut
        ? [
            `${say(parts.optOut.text)} <a href="${escapeHtml(parts.optOut.url)}" style="color:${PLUM};">${say(parts.optOut.label)}</a>`,
          ]
        : []),
    ],
  };
}

/** An e-mail's HTML content before layout: what the compiled layout is filled with (and the tests compile). */
export function emailContent(parts: EmailParts, alternate?: EmailParts) {
  return {
    lang: parts.language,
    // MJML trims these when it compiles them; so does the filled layout.
    title: escapeHtml(parts.subject.trim()),
    preview: escapeHtml((parts.paragraphs[0] ?? parts.greeting).trim()),
    card: cardOf(parts, parts.language),
    alternate: alternate && cardOf(alternate, parts.language),
  };
}

/** Puts each value in its placeholder or slot, in one pass over the template: values are never read again. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/%%(\w+)%%|<!--\{\{(\w+)\}\}-->/g, (_match, field?: string, slot?: string) => {
    const value = values[(field ?? slot)!];
    if (value === undefined) throw new Error(`the e-mail layout has no value for ${field ?? slot}`);
    return value;
  });
}

function cardHtml(card: CardMarkup): string {
  const rows = card.details ?? [];
  return fill(emailLayout.card, {
    greeting: card.greeting,
    paragraph: card.paragraphs.map((text) => fill(emailLayout.paragraph, { text })).join(''),
    highlight: card.highlight ? fill(emailLayout.highlight, card.highlight) : '',
    details: card.details
      ? fill(emailLayout.details, {
          row: rows
            .slice(0, -1)
            .map((row) => fill(emailLayout.row, row))
            .join(''),
          lastRow: rows
            .slice(-1)
            .map((row) => fill(emailLayout.lastRow, row))
            .join(''),
        })
      : '',
    action: card.action ? fill(emailLayout.action, card.action) : '',
    footnote: card.footnotes.map((text) => fill(emailLayout.footnote, { text })).join(''),
  });
}

// As MJML does last: Outlook's conditional comments that now meet are joined into one.
const mergeOutlookConditionals = (html: string) => html.replace(/<!\[endif]-->\s*?<!--\[if mso \| IE]>/g, '');

function textBody(parts: EmailParts): string {
  return [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((x) => [x, '']),
    ...(parts.highlight ? [`${parts.highlight.label}: ${parts.highlight.value}`, ''] : []),
    ...(parts.details ? [...parts.details.map((row) => `${row.label}: ${row.value}`), ''] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...parts.footnotes,
    ...(parts.optOut ? [`${parts.optOut.text} ${parts.optOut.label}: ${parts.optOut.url}`] : []),
  ].join('\n');
}

/**
 * One calm layout for every e-mail (build/email-markup.ts), compiled by MJML at build time and filled here, so
 * no sending process loads the compiler. With `alternate`, the same e-mail follows in the other language, below a
 * rule: used where the reader's language is unknown. The plain-text body is written from the same parts, not
 * scraped from the HTML.
 */
export function renderEmail(parts: EmailParts, alternate?: EmailParts): RenderedEmail {
  const content = emailContent(parts, alternate);
  const html = fill(emailLayout.document, {
    lang: content.lang,
    title: content.title,
    preview: content.preview,
    card: cardHtml(content.card),
    alternate: content.alternate ? emailLayout.alternate + cardHtml(content.alternate) : '',
  });
  const plain = alternate ? `${textBody(parts)}\n\n----\n\n${textBody(alternate)}` : textBody(parts);
  return {
    subject: parts.subject,
    html: mergeOutlookConditionals(html),
    text: plain,
    language: parts.language,
  };
}
