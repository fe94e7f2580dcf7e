import { describe, expect, it } from 'vitest';
import { renderPostalLetter, type PostalLetter } from '@app/letters/postal-letter';
import { decodeQr, readPdf as parse, type Parsed } from '@app/test-stack/read-pdf';

/** Collapses the line wrapping of the PDF, so a sentence can be found wherever the lines broke. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

const url = 'https://legado.example/message/access#code=7KQ2-M9XD-4HTV-B3NP';
const choicesUrl =
  'https://legado.example/recipient/choices#token=0b6f2c1e-4d1a-4c8e-9f3b-2a7d5e9c1b40.3f9a1c7e5b2d4068a1e3c5b7d9f20486';

const spanish: PostalLetter = {
  language: 'es',
  recipient: 'Lucía',
  address: {
    name: 'Lucía Fernández Ibáñez',
    line1: 'Calle de Alcalá, 42, 3.º izda.',
    line2: 'Escalera B',
    postalCode: '28014',
    city: 'Madrid',
    region: '',
    country: 'ES',
  },
  senderName: 'Begoña',
  subject: 'Para cuando llegue el otoño',
  content:
    'Querida Lucía:\n\nSi estás leyendo esto, ya no estoy para decírtelo en persona.\n¿Te acuerdas de la cocina de la abuela? ¡Qué olor a canela!\nGuárdame un trozo de bizcocho.\n\nCon todo mi cariño,\nBegoña',
  accessCode: '7KQ2-M9XD-4HTV-B3NP',
  url,
  choicesUrl,
  hasAttachments: true,
  reference: 'PL-2026-0042',
};

const english: PostalLetter = {
  language: 'en',
  recipient: 'Tom',
  address: {
    name: 'Thomas Reed',
    line1: '221B Baker Street',
    line2: '',
    postalCode: 'NW1 6XE',
    city: 'London',
    region: '',
    country: 'GB',
  },
  senderName: '',
  subject: 'The box in the attic',
  content: null,
  accessCode: 'WX4N-8RJC-Q2ZT-61MK',
  url: 'https://legado.example/message/access#code=WX4N-8RJC-Q2ZT-61MK',
  choicesUrl:
    'https://legado.example/recipient/choices#token=7c2e9a41-3b5d-4f60-8e1a-9d4c2b7f6e03.a81d4f2c6e9b3057d1c8e4a2f6b9d305',
  hasAttachments: false,
  reference: 'PL-2026-0043',
};

/** The page that holds the access code, with everything the code box must keep together on it. */
function expectWholeCodeBox(
  parsed: Parsed,
  letter: PostalLetter,
  label: string,
  howTo: string,
  keep: string,
) {
  const pages = parsed.pages.filter((page) => page.text.includes(letter.accessCode));
  expect(pages).toHaveLength(1);
  const page = pages[0]!;
  const lines = page.lines;
  const at = (needle: string) => lines.findIndex((line) => line.includes(needle));
  // The label right above the code, then how to open it and the last words of the box, on this same page.
  expect(lines[at(letter.accessCode) - 1]).toBe(label);
  expect(at(howTo)).toBeGreaterThan(at(letter.accessCode));
  expect(flat(page.text)).toContain(keep);
  // The message's QR, then the smaller one of the recipient's choices (refuse this sender), in the same box.
  expect(page.images.map(decodeQr)).toEqual([letter.url, letter.choicesUrl]);
  // And within the page: nothing but the footer below the 25 mm bottom margin.
  const bottomMargin = (25 * 72) / 25.4;
  const footer = /^(Ref\. |Página \d+ de \d+$|Page \d+ of \d+$)/;
  for (const run of page.runs.filter((run) => !footer.test(run.str))) {
    expect(run.y, run.str).toBeGreaterThan(bottomMargin);
  }
}

describe('postal letter', () => {
  it('prints the address, the message and the code, and its QR code opens the message', async () => {
    const parsed = await parse(await renderPostalLetter(spanish));
    // The code box (with the refusal row under it) goes whole onto a second sheet after this much text.
    expect(parsed.pages).toHaveLength(2);
    const lines = parsed.pages.flatMap((page) => page.lines);
    const page = parsed.pages.find((p) => p.text.includes(spanish.accessCode));

    // The address block, its lines in envelope order, each on a line of its own.
    const address = [
      'Lucía Fernández Ibáñez',
      'Calle de Alcalá, 42, 3.º izda.',
      'Escalera B',
      '28014 Madrid',
      'ESPAÑA',
    ];
    const first = lines.indexOf(address[0]!);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(lines.slice(first, first + address.length)).toEqual(address);

    expect(lines).toContain('Hola, Lucía:');
    expect(flat(parsed.text)).toContain(
      'Begoña dejó un mensaje para ti en Legado y nos pidió que te lo hiciéramos llegar por carta.',
    );
    expect(lines).toContain('Para cuando llegue el otoño');
    // The writer's lines stay lines: each one starts a line of the letter.
    for (const line of spanish.content!.split('\n').filter(Boolean)) expect(lines).toContain(line);

    expect(occurrences(parsed.text, spanish.accessCode)).toBe(1);
    expect(lines).toContain('Tu código de acceso');
    expect(flat(parsed.text)).toContain(
      'https://legado.example/message/access y escribe tu código de acceso',
    );
    // The code is printed by itself: never as part of the visible link.
    expect(parsed.text).not.toContain('#code=');
    expect(flat(parsed.text)).toContain('El mensaje también incluye imágenes o vídeos');
    expect(lines).toContain('Ref. PL-2026-0042 Página 1 de 2');

    expect(page!.images).toHaveLength(2);
    expect(decodeQr(page!.images[0]!)).toBe(url);
    // A postal recipient can refuse the sender from the paper: the second QR, or the code and the page's button.
    expect(decodeQr(page!.images[1]!)).toBe(choicesUrl);
    expect(flat(parsed.text)).toContain(
      'Escanea este otro código QR, o abre el mensaje con tu código y pulsa «No quiero más mensajes».',
    );
    // The token is only in the QR: too long to type, and the code already leads to the same page.
    expect(parsed.text).not.toContain('#token=');
    expectWholeCodeBox(parsed, spanish, 'Tu código de acceso', 'Para abrir el mensaje', 'pedirá nunca.');
  });

  it('keeps personal data out of the metadata: the title names the reference only', async () => {
    const { info } = await parse(await renderPostalLetter(spanish));
    expect(info['Title']).toBe('Legado · carta PL-2026-0042');
    expect(info['Author']).toBeUndefined();
    expect(info['Subject']).toBeUndefined();
    expect(info['Keywords']).toBeUndefined();
    expect(JSON.stringify(info)).not.toMatch(/Lucía|Begoña|otoño|7KQ2/);
  });

  it('only invites the reader online when the message has security questions', async () => {
    const parsed = await parse(await renderPostalLetter(english));
    const text = flat(parsed.text);
    expect(parsed.pages[0]!.lines).toContain('Hello Tom,');
    expect(text).toContain('Someone left a message for you on Legado, unsigned, and asked us to send it');
    expect(text).toContain(
      'This message is protected with security questions only you can answer, so we cannot print it here.',
    );
    // Neither the subject nor any part of the message is on paper.
    expect(text).not.toContain('The box in the attic');
    expect(text).not.toContain('Here it is');
    expect(text).not.toContain('images or video');
    expect(parsed.pages[0]!.lines).toContain('Your access code');
    expect(text).toContain(
      'Scan this other QR code, or open the message with your code and press “No more messages”.',
    );
    expect(parsed.pages[0]!.lines).toEqual(
      expect.arrayContaining(['221B Baker Street', 'London', 'NW1 6XE', 'REINO UNIDO']),
    );
    expectWholeCodeBox(
      parsed,
      english,
      'Your access code',
      'To open the message',
      'will ever ask you for it.',
    );
  });

  it('flows a long message onto numbered pages and keeps the code box whole', async () => {
    const sentence = 'Aquella tarde en la playa, el sol se ponía despacio y tú no parabas de reír. ';
    let content = '';
    for (let paragraph = 1; content.length < 12_000; paragraph++) {
      content += `${paragraph}. ${sentence.repeat(1 + (paragraph % 4))}\n${paragraph % 3 ? '' : '\n'}`;
    }
    content = content.slice(0, 12_000);
    const letter = { ...spanish, content };
    const parsed = await parse(await renderPostalLetter(letter));

    expect(parsed.pages.length).toBeGreaterThan(1);
    const count = parsed.pages.length;
    parsed.pages.forEach((page, index) => {
      // The footer: the reference on the left, the page number on the right, on one baseline.
      expect(page.lines).toContain(`Ref. PL-2026-0042 Página ${index + 1} de ${count}`);
    });
    expect(occurrences(parsed.text, letter.accessCode)).toBe(1);
    // The last words of the message made it onto paper.
    expect(flat(parsed.text)).toContain(flat(content.trimEnd()).slice(-60));
    expectWholeCodeBox(parsed, letter, 'Tu código de acceso', 'Para abrir el mensaje', 'pedirá nunca.');
  });

  it('never splits the code box, however much of the last page the message fills', async () => {
    // From a few lines to well past what fits above the box on the first page.
    const pageCounts = new Set<number>();
    for (let lines = 4; lines <= 30; lines += 2) {
      const content = Array.from({ length: lines }, (_, index) => `Línea ${index + 1} de ${lines}.`).join(
        '\n',
      );
      const parsed = await parse(await renderPostalLetter({ ...spanish, content }));
      pageCounts.add(parsed.pages.length);
      expect(parsed.pages[0]!.lines).toContain(`Línea 1 de ${lines}.`);
      expect(flat(parsed.text)).toContain(`Línea ${lines} de ${lines}.`);
      expect(occurrences(parsed.text, spanish.accessCode)).toBe(1);
      expectWholeCodeBox(parsed, spanish, 'Tu código de acceso', 'Para abrir el mensaje', 'pedirá nunca.');
    }
    // Both sides of the edge were tried: the box below the message, and the box on the next page.
    expect([...pageCounts].sort()).toEqual([1, 2]);
  });

  it('prints what the standard fonts cannot draw as question marks instead of failing', async () => {
    const letter: PostalLetter = {
      ...spanish,
      recipient: 'Mei 美',
      senderName: 'Ana 🌻',
      subject: 'Para ti ❤️',
      content: 'Te quiero 😀 mucho.\n我爱你\nAdiós, €10 y “comillas”.',
      address: { ...spanish.address, line2: 'Portal 🏠' },
    };
    const pdf = await renderPostalLetter(letter);
    const parsed = await parse(pdf);
    const lines = parsed.pages[0]!.lines;
    expect(lines).toContain('Hola, Mei ?:');
    expect(lines).toContain('Para ti ?');
    expect(lines).toContain('Te quiero ? mucho.');
    expect(lines).toContain('???');
    expect(lines).toContain('Adiós, €10 y “comillas”.');
    expect(lines).toContain('Portal ?');
    expect(flat(parsed.text)).toContain('Ana ? dejó un mensaje');
    expect(decodeQr(parsed.pages[0]!.images[0]!)).toBe(url);
  });
});
