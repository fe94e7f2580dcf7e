import type { Language } from '@app/platform/i18n/catalogue';

/** A rendered e-mail: both an HTML and a plain-text body, in one language. */
export type RenderedEmail = { subject: string; html: string; text: string; language: Language };

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
};

// The design direction's colours: warm stone neutrals, one deep plum for the action and the name.
const INK = '#292524';
const MUTED = '#57534e';
const LINE = '#e7e5e4';
const PAPER = '#f5f5f4';
const PLUM = '#5b2a4a';
const SANS = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MONO = 'ui-monospace, Menlo, Consolas, monospace';

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

/** One language's e-mail in a white card, its footnotes below; marked with its language where the page's differs. */
function card(parts: EmailParts, pageLanguage: Language): string {
  const say = (content: string) =>
    parts.language === pageLanguage
      ? escapeHtml(content)
      : `<span lang="${parts.language}">${escapeHtml(content)}</span>`;
  const text = (content: string) => `<mj-text>${say(content)}</mj-text>`;
  const highlight = parts.highlight
    ? `<mj-text font-size="14px" color="${MUTED}" padding-bottom="8px">${say(parts.highlight.label)}:</mj-text>
<mj-text container-background-color="${PAPER}" padding="14px 16px" font-family="${MONO}" font-size="22px" font-weight="700" letter-spacing="1px" line-height="1.3">${escapeHtml(parts.highlight.value)}</mj-text>
<mj-spacer height="20px" />`
    : '';
  const details = parts.details
    ? `<mj-table padding="0 0 20px" font-size="15px" color="${INK}">${parts.details
        .map((row, index, rows) => {
          const last = index === rows.length - 1 ? `font-weight:700;border-top:1px solid ${LINE};` : '';
          return `<tr><td style="padding:8px 12px 8px 0;${last}">${say(row.label)}</td><td style="padding:8px 0;text-align:right;white-space:nowrap;${last}">${escapeHtml(row.value)}</td></tr>`;
        })
        .join('')}</mj-table>`
    : '';
  const action = parts.action
    ? `<mj-button href="${escapeHtml(parts.action.url)}" align="left" background-color="${PLUM}" color="#ffffff" border-radius="8px" font-size="16px" font-weight="600" inner-padding="12px 22px" padding="8px 0 16px">${say(parts.action.label)}</mj-button>
<mj-text font-size="13px" line-height="1.5" color="${MUTED}" css-class="link-copy">${escapeHtml(parts.action.url)}</mj-text>`
    : '';
  return `<mj-section background-color="#ffffff" border="1px solid ${LINE}" border-radius="12px" padding="28px 24px 12px">
<mj-column>
${text(parts.greeting)}
${parts.paragraphs.map(text).join('\n')}
${highlight}${details}${action}
</mj-column>
</mj-section>
<mj-section padding="16px 4px 0">
<mj-column>
${parts.footnotes.map((note) => `<mj-text font-size="13px" line-height="1.5" color="${MUTED}" padding-bottom="8px">${say(note)}</mj-text>`).join('\n')}
</mj-column>
</mj-section>`;
}

function textBody(parts: EmailParts): string {
  return [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((x) => [x, '']),
    ...(parts.highlight ? [`${parts.highlight.label}: ${parts.highlight.value}`, ''] : []),
    ...(parts.details ? [...parts.details.map((row) => `${row.label}: ${row.value}`), ''] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...parts.footnotes,
  ].join('\n');
}

/**
 * One calm layout for every e-mail, written in MJML: it compiles to nested tables with inline styles and
 * Outlook's conditional fixed-width tables, so the 560 px column holds in Outlook and shrinks on phones.
 * With `alternate`, the same e-mail follows in the other language, below a rule: used where the reader's
 * language is unknown. The plain-text body is written from the same parts, not scraped from the HTML.
 */
export async function renderEmail(parts: EmailParts, alternate?: EmailParts): Promise<RenderedEmail> {
  const markup = `<mjml lang="${parts.language}">
<mj-head>
<mj-title>${escapeHtml(parts.subject)}</mj-title>
<mj-preview>${escapeHtml(parts.paragraphs[0] ?? parts.greeting)}</mj-preview>
<mj-attributes>
<mj-all font-family="${SANS}" />
<mj-text font-size="16px" line-height="1.6" color="${INK}" padding="0 0 16px" />
<mj-section padding="0" />
<mj-column padding="0" />
</mj-attributes>
<mj-style>.link-copy div { word-break: break-all; }</mj-style>
</mj-head>
<mj-body background-color="${PAPER}" width="560px">
<mj-wrapper padding="32px 16px">
<mj-section padding="0 0 24px"><mj-column>
<mj-text font-family="Georgia, 'Times New Roman', serif" font-size="22px" line-height="1.2" color="${PLUM}" padding="0">Legado</mj-text>
</mj-column></mj-section>
${card(parts, parts.language)}
${alternate ? `<mj-section padding="8px 0 24px"><mj-column><mj-divider border-width="1px" border-color="${LINE}" padding="0" /></mj-column></mj-section>\n${card(alternate, parts.language)}` : ''}
</mj-wrapper>
</mj-body>
</mjml>`;
  // Loaded on the first e-mail, not at start: the compiler is a third of the service's memory (about 50 MB).
  const { default: mjml2html } = await import('mjml');
  // No web fonts: MJML links Google's stylesheet for any stack naming Roboto, and e-mails fetch nothing.
  const { html } = await mjml2html(markup, { validationLevel: 'strict', fonts: {} });
  const plain = alternate ? `${textBody(parts)}\n\n----\n\n${textBody(alternate)}` : textBody(parts);
  return { subject: parts.subject, html, text: plain, language: parts.language };
}
