/**
 * The one layout of every e-mail, written in MJML: it compiles to nested tables with inline styles and Outlook's
 * conditional fixed-width tables, so the 560 px column holds in Outlook and shrinks on phones.
 *
 * Build time only: `npm run emails:compile` compiles it once, with placeholders and block markers, into
 * `email-layout.compiled.ts`, which the sending process fills (render-email.ts). No sending process loads MJML.
 * The tests compile it again with real content and hold the filled layout to that.
 */

/** One card's content, already HTML: escaped, and marked with its language where the page's differs. */
export type CardMarkup = {
  greeting: string;
  paragraphs: string[];
  highlight?: { label: string; value: string };
  details?: { label: string; value: string }[];
  action?: { label: string; url: string };
  footnotes: string[];
};

export type DocumentMarkup = { lang: string; title: string; preview: string; cards: string };

/**
 * Wraps a block that repeats or may be left out, so the compiled layout can be cut into parts. A marker is an
 * HTML comment: in MJML it stands in an `mj-raw`, inside a table's rows as itself.
 */
export type Mark = (name: string, content: string, inside: 'mjml' | 'table') => string;

export const unmarked: Mark = (_name, content) => content;

// The design direction's colours: warm stone neutrals, one deep plum for the action and the name.
const INK = '#292524';
const MUTED = '#57534e';
const LINE = '#e7e5e4';
const PAPER = '#f5f5f4';
/** Also the colour of a link among the footnotes: in their grey it would read as plain text. */
export const PLUM = '#5b2a4a';
const SANS = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MONO = 'ui-monospace, Menlo, Consolas, monospace';

/** One language's e-mail in a white card, its footnotes below. */
export function cardMarkup(card: CardMarkup, mark: Mark = unmarked): string {
  const text = (content: string) => `<mj-text>${content}</mj-text>`;
  const highlight = card.highlight
    ? mark(
        'highlight',
        `<mj-text font-size="14px" color="${MUTED}" padding-bottom="8px">${card.highlight.label}:</mj-text>
<mj-text container-background-color="${PAPER}" padding="14px 16px" font-family="${MONO}" font-size="22px" font-weight="700" letter-spacing="1px" line-height="1.3">${card.highlight.value}</mj-text>
<mj-spacer height="20px" />`,
        'mjml',
      )
    : '';
  const details = card.details
    ? mark(
        'details',
        `<mj-table padding="0 0 20px" font-size="15px" color="${INK}">${card.details
          .map((row, index, rows) => {
            const isLast = index === rows.length - 1;
            const last = isLast ? `font-weight:700;border-top:1px solid ${LINE};` : '';
            return mark(
              isLast ? 'lastRow' : 'row',
              `<tr><td style="padding:8px 12px 8px 0;${last}">${row.label}</td><td style="padding:8px 0;text-align:right;white-space:nowrap;${last}">${row.value}</td></tr>`,
              'table',
            );
          })
          .join('')}</mj-table>`,
        'mjml',
      )
    : '';
  const action = card.action
    ? mark(
        'action',
        `<mj-button href="${card.action.url}" align="left" background-color="${PLUM}" color="#ffffff" border-radius="8px" font-size="16px" font-weight="600" inner-padding="12px 22px" padding="8px 0 16px">${card.action.label}</mj-button>
<mj-text font-size="13px" line-height="1.5" color="${MUTED}" css-class="link-copy">${card.action.url}</mj-text>`,
        'mjml',
      )
    : '';
  return `<mj-section background-color="#ffffff" border="1px solid ${LINE}" border-radius="12px" padding="28px 24px 12px">
<mj-column>
${text(card.greeting)}
${card.paragraphs.map((paragraph) => mark('paragraph', text(paragraph), 'mjml')).join('\n')}
${highlight}${details}${action}
</mj-column>
</mj-section>
<mj-section padding="16px 4px 0">
<mj-column>
${card.footnotes
  .map((note) =>
    mark(
      'footnote',
      `<mj-text font-size="13px" line-height="1.5" color="${MUTED}" padding-bottom="8px">${note}</mj-text>`,
      'mjml',
    ),
  )
  .join('\n')}
</mj-column>
</mj-section>`;
}

/** The rule between an e-mail and the same e-mail in the other language. */
export const dividerMarkup = `<mj-section padding="8px 0 24px"><mj-column><mj-divider border-width="1px" border-color="${LINE}" padding="0" /></mj-column></mj-section>`;

/**
 * The preview text a mailbox shows beside the subject, hidden in the body. Not MJML's mj-preview: it colours the
 * hidden text white, which on the paper colour SpamAssassin scores as low-contrast text (HTML_FONT_LOW_CONTRAST,
 * 0.7 of every e-mail's points); in the text's own colour it scores nothing, and stays hidden.
 */
function previewMarkup(preview: string): string {
  return `<div style="display:none;font-size:1px;color:${INK};line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${preview}</div>`;
}

export function documentMarkup(document: DocumentMarkup): string {
  return `<mjml lang="${document.lang}">
<mj-head>
<mj-title>${document.title}</mj-title>
<mj-attributes>
<mj-all font-family="${SANS}" />
<mj-text font-size="16px" line-height="1.6" color="${INK}" padding="0 0 16px" />
<mj-section padding="0" />
<mj-column padding="0" />
</mj-attributes>
<mj-style>.link-copy div { word-break: break-all; }</mj-style>
</mj-head>
<mj-body background-color="${PAPER}" width="560px">
<mj-raw>${previewMarkup(document.preview)}</mj-raw>
<mj-wrapper padding="32px 16px">
<mj-section padding="0 0 24px"><mj-column>
<mj-text font-family="Georgia, 'Times New Roman', serif" font-size="22px" line-height="1.2" color="${PLUM}" padding="0">Legado</mj-text>
</mj-column></mj-section>
${document.cards}
</mj-wrapper>
</mj-body>
</mjml>`;
}
