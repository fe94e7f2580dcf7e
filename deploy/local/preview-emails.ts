/**
 * Every e-mail the product sends, in both languages, written as HTML and plain text for a look in a
 * browser or a mail client: `npm run emails:preview` (add `-- --screenshots` for PNGs of each at a
 * phone's 390 px and a desktop's 1280 px, taken in Chromium). Files go to .local/email-previews/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@app/platform/i18n/catalogue';
import {
  passwordResetEmail,
  verificationEmail,
} from '../../services/notification/src/templates/account-emails.ts';
import { testEmail } from '../../services/notification/src/templates/admin-emails.ts';
import { checkInEmail } from '../../services/notification/src/templates/check-in-emails.ts';
import { contactCheckEmail } from '../../services/notification/src/templates/contact-check-emails.ts';
import {
  recipientDeletionNotice,
  recipientEmail,
  senderNotice,
  type SenderNoticeKind,
} from '../../services/notification/src/templates/message-emails.ts';
import { paymentReceipt } from '../../services/notification/src/templates/receipt-emails.ts';
import type { RenderedEmail } from '../../services/notification/src/templates/render-email.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.local/email-previews');
const site = 'https://legado.example';
const inAWeek = new Date(Date.now() + 7 * 86_400_000);
const timeZone = 'Europe/Madrid';
const noticeKinds: SenderNoticeKind[] = [
  'delivered',
  'read',
  'locked',
  'deleted_by_recipient',
  'deleted_by_attempts',
  'delivery_failed',
  'letter_returned',
];

/** One of each e-mail (and each variant that changes its shape), named for its file. */
function emailsIn(language: Language): [string, Promise<RenderedEmail>][] {
  const account = { language, name: 'Ana García', expiresAt: inAWeek, timeZone };
  const checkIn = {
    language,
    name: 'Ana García',
    recipient: 'Luis Martín',
    missed: 1,
    answerBy: inAWeek,
    timeZone,
    test: false,
    lastChance: false,
    deliverAt: null,
    url: `${site}/proof-of-life#token=${'c'.repeat(43)}`,
  };
  return [
    ['verification', verificationEmail({ ...account, url: `${site}/verify-email?token=${'v'.repeat(43)}` })],
    [
      'password-reset',
      passwordResetEmail({ ...account, url: `${site}/reset-password?token=${'r'.repeat(43)}` }),
    ],
    [
      'delivery',
      recipientEmail({
        language,
        recipient: 'Luis Martín',
        senderName: 'Ana García',
        accessCode: 'K7QF-9M2X-ZP4D-H3TB',
        url: `${site}/message/access#code=K7QF-9M2X-ZP4D-H3TB`,
      }),
    ],
    ...noticeKinds.map((kind): [string, Promise<RenderedEmail>] => [
      `sender-${kind.replaceAll('_', '-')}`,
      senderNotice({ kind, language, name: 'Ana García', recipient: 'Luis Martín', url: `${site}/` }),
    ]),
    [
      'recipient-deletion',
      recipientDeletionNotice({ language, recipient: 'Luis Martín', senderName: 'Ana García' }),
    ],
    ['check-in', checkInEmail(checkIn)],
    ['check-in-last-chance', checkInEmail({ ...checkIn, missed: 3, lastChance: true })],
    [
      'contact-check',
      contactCheckEmail({ ...checkIn, contactName: 'Marta', senderName: 'Ana García', respondBy: inAWeek }),
    ],
    [
      'receipt',
      paymentReceipt({
        language,
        name: 'Ana García',
        recipient: 'Luis Martín',
        deliveryMethod: 'postal_standard',
        baseCents: 899,
        discountPercent: 20,
        discountCents: 180,
        finalCents: 719,
        currency: 'EUR',
        discountCode: 'BIENVENIDA',
        orderId: '5O190127TN364715T',
        paidAt: new Date(),
        timeZone,
        url: `${site}/`,
      }),
    ],
    ['admin-test', testEmail({ language, subject: 'Prueba / Test', message: 'Hola.\n\nHello.' })],
  ];
}

async function writePreviews(): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const language of LANGUAGES) {
    for (const [name, rendering] of emailsIn(language)) {
      const email = await rendering;
      const file = path.join(outDir, `${name}.${language}`);
      await writeFile(`${file}.html`, email.html);
      await writeFile(`${file}.txt`, `Subject: ${email.subject}\n\n${email.text}\n`);
      written.push(`${file}.html`);
    }
  }
  return written;
}

/** Full-page PNGs at a phone's and a desktop's width, in the Chromium the browser tests use. */
async function screenshot(files: string[]): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      for (const file of files) {
        await page.goto(`file://${file}`);
        await page.screenshot({ path: file.replace(/\.html$/, `.${width}.png`), fullPage: true });
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

const files = await writePreviews();
if (process.argv.includes('--screenshots')) await screenshot(files);
console.log(`${files.length} e-mails written to ${outDir}`);
