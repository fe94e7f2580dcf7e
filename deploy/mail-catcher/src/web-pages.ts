import type { CaughtMessage } from './message-store.ts';
import type { MailAddress } from './parse-mail.ts';

const styles = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  h2 { font-size: 1rem; margin: 1.5rem 0 0.5rem; }
  a { color: #2563eb; }
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  th, td { border-bottom: 1px solid #8884; padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
  th { font-weight: 600; white-space: nowrap; }
  tr.unread td { font-weight: 600; }
  td.when { white-space: nowrap; color: #888; }
  td.value { word-break: break-all; font-family: ui-monospace, monospace; }
  pre { white-space: pre-wrap; word-break: break-word; background: #8881; padding: 1rem; border-radius: 6px; }
  iframe { width: 100%; height: 32rem; border: 1px solid #8886; border-radius: 6px; background: #fff; resize: vertical; }
  .empty { color: #888; }
`;

export function renderInbox(messages: readonly CaughtMessage[]): string {
  const rows = messages.map(
    (message) => `<tr${message.read ? '' : ' class="unread"'}>
      <td class="when">${escapeHtml(formatTime(message.created))}</td>
      <td>${escapeHtml(formatAddress(message.from))}</td>
      <td>${escapeHtml(message.to.map(formatAddress).join(', '))}</td>
      <td><a href="/view/${encodeURIComponent(message.id)}">${escapeHtml(message.subject || '(no subject)')}</a></td>
    </tr>`,
  );
  const body =
    messages.length === 0
      ? '<p class="empty">No e-mails caught yet.</p>'
      : `<table>
    <thead><tr><th>Received</th><th>From</th><th>To</th><th>Subject</th></tr></thead>
    <tbody>${rows.join('')}</tbody>
  </table>`;
  return page('Mail catcher', `<h1>Mail catcher (${messages.length})</h1>${body}`);
}

export function renderMessage(message: CaughtMessage): string {
  const headerRows = Object.entries(message.headers).flatMap(([name, values]) =>
    values.map((value) => `<tr><th>${escapeHtml(name)}</th><td class="value">${escapeHtml(value)}</td></tr>`),
  );
  // No sandbox permissions but popups: the mail's scripts never run, while a link (say, a
  // confirmation link) still opens in a normal tab thanks to the injected base target.
  const html = message.html
    ? `<h2>HTML</h2><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="HTML body" srcdoc="${escapeHtml(`<base target="_blank">${message.html}`)}"></iframe>`
    : '';
  const text = message.text ? `<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>` : '';
  return page(
    message.subject || '(no subject)',
    `<p><a href="/">← All e-mails</a></p>
  <h1>${escapeHtml(message.subject || '(no subject)')}</h1>
  <table>
    <tr><th>From</th><td>${escapeHtml(formatAddress(message.from))}</td></tr>
    <tr><th>To</th><td>${escapeHtml(message.to.map(formatAddress).join(', '))}</td></tr>
    <tr><th>Received</th><td>${escapeHtml(formatTime(message.created))}</td></tr>
  </table>
  ${html}${text}
  <h2>Headers</h2>
  <table>${headerRows.join('')}</table>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>${styles}</style>
</head>
<body>
  ${body}
</body>
</html>`;
}

function formatAddress(address: MailAddress): string {
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Safe both as element text and inside a double- or single-quoted attribute. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
