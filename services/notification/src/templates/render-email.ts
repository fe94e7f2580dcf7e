/** A rendered e-mail: both an HTML and a plain-text body, in one language. */
export type RenderedEmail = { subject: string; html: string; text: string; language: 'es' | 'en' };

export type EmailParts = {
  language: 'es' | 'en';
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

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const p = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#292524">${escapeHtml(text)}</p>`;

function htmlBody(parts: EmailParts): string {
  const highlight = parts.highlight
    ? `<p style="margin:0 0 8px;font-size:14px;color:#57534e">${escapeHtml(parts.highlight.label)}:</p>
<p style="margin:0 0 20px;padding:14px 16px;background:#f5f5f4;border-radius:8px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:22px;font-weight:700;letter-spacing:1px;color:#292524">${escapeHtml(parts.highlight.value)}</p>`
    : '';
  const details = parts.details
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 20px;font-size:15px;color:#292524">${parts.details
        .map((row, index, rows) => {
          const weight = index === rows.length - 1 ? 'font-weight:700;border-top:1px solid #e7e5e4;' : '';
          return `<tr><td style="padding:8px 0;${weight}">${escapeHtml(row.label)}</td><td style="padding:8px 0;text-align:right;white-space:nowrap;${weight}">${escapeHtml(row.value)}</td></tr>`;
        })
        .join('')}</table>`
    : '';
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#5b2a4a;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:600">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#57534e;word-break:break-all">${escapeHtml(parts.action.url)}</p>`
    : '';
  const notes = parts.footnotes
    .map((n) => `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#57534e">${escapeHtml(n)}</p>`)
    .join('');
  return `<div lang="${parts.language}">
<div style="background:#ffffff;border-radius:12px;padding:28px 24px;border:1px solid #e7e5e4">
${p(parts.greeting)}${parts.paragraphs.map(p).join('')}${highlight}${details}${button}
</div>
<div style="padding:16px 4px">${notes}</div>
</div>`;
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
 * One calm layout for every e-mail (inline styles: mail clients ignore style sheets). With `alternate`, the
 * same e-mail follows in the other language, below a rule: used where the reader's language is unknown.
 */
export function renderEmail(parts: EmailParts, alternate?: EmailParts): RenderedEmail {
  const rule = '<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0">';
  const html = `<!doctype html>
<html lang="${parts.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px 16px">
<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:22px;color:#5b2a4a">Legado</p>
${htmlBody(parts)}${alternate ? rule + htmlBody(alternate) : ''}
</div></body></html>`;
  const text = alternate ? `${textBody(parts)}\n\n----\n\n${textBody(alternate)}` : textBody(parts);
  return { subject: parts.subject, html, text, language: parts.language };
}
