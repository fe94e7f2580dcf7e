import { describe, expect, it } from 'vitest';
import { recipientEmail } from '../src/templates/message-emails.ts';

const delivery = {
  recipient: 'Luis <b>Martín</b>',
  senderName: 'Ana & "Co"',
  accessCode: 'K7QF-9M2X-ZP4D-H3TB',
  url: 'https://legado.example/message/access#code=K7QF-9M2X-ZP4D-H3TB',
  choicesUrl: 'https://legado.example/recipient/choices#token=abc',
  oneClickUrl: 'https://legado.example/api/recipient-choices/one-click/abc',
};

describe('the e-mail layout', () => {
  it('holds its column in Outlook: a fixed-width table inside conditional comments, not only a max-width', async () => {
    const { html } = recipientEmail({ ...delivery, language: 'es' });
    expect(html).toMatch(/<!--\[if mso \| IE\]><table[^>]*width="560"/);
    expect(html).toContain('<html lang="es"');
  });

  it('fetches nothing: no web fonts, style sheets or images from elsewhere', async () => {
    const { html } = recipientEmail({ ...delivery, language: 'en' });
    expect(html).not.toMatch(/<link\b|@import|<img\b|googleapis/);
  });

  it('escapes what people typed, in the HTML and never in the plain text', async () => {
    const email = recipientEmail({ ...delivery, language: 'en' });
    expect(email.html).toContain('Hello Luis &lt;b&gt;Martín&lt;/b&gt;,');
    expect(email.html).toContain('Ana &amp; &quot;Co&quot; wrote a message for you');
    expect(email.html).not.toContain('<b>Martín</b>');
    expect(email.text).toContain('Hello Luis <b>Martín</b>,');
  });

  it('says the same in the plain text as in the HTML, in both languages when the reader’s is unknown', async () => {
    const email = recipientEmail({ ...delivery, language: 'es' });
    for (const body of [email.html, email.text]) {
      expect(body).toContain('Tu código de acceso es');
      expect(body).toContain('Your access code is');
      expect(body).toContain(delivery.url);
    }
    expect(email.text.indexOf('Hola')).toBeLessThan(email.text.indexOf('Hello'));
    // The page is Spanish; screen readers are told where English begins.
    expect(email.html).toContain('<html lang="es"');
    expect(email.html).toContain('<span lang="en">Your access code is</span>');
  });

  it('offers the refusal as a link, not as an address printed in the text, in both languages', async () => {
    const email = recipientEmail({ ...delivery, language: 'es' });
    const links = [...email.html.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => [
      href,
      label,
    ]);
    expect(links).toContainEqual([delivery.choicesUrl, 'Elige qué mensajes aceptas']);
    expect(email.html).toContain(`<a href="${delivery.choicesUrl}"`);
    expect(email.html).toContain('<span lang="en">Choose which messages you accept</span></a>');
    // Printed only inside the link: the page shows words, not a hundred characters of address.
    expect(email.html.split(delivery.choicesUrl)).toHaveLength(3);
    expect(email.text).toContain(`Elige qué mensajes aceptas: ${delivery.choicesUrl}`);
    // The mailbox's own button refuses the sender at once (RFC 8058).
    expect(email.unsubscribe).toEqual({ url: delivery.oneClickUrl, oneClick: true });
  });
});
