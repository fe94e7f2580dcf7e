/**
 * Every e-mail the product sends, in both languages, written as HTML and plain text for a look in a
 * browser or a mail client: `npm run emails:preview` (add `-- --screenshots` for PNGs of each at a
 * phone's 390 px and a desktop's 1280 px, taken in Chromium). Files go to .local/email-previews/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@app/platform/i18n/catalogue';
import { sampleEmails } from '../../services/notification/src/templates/sample-emails.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.local/email-previews');
const site = 'https://legado.example';

async function writePreviews(): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const language of LANGUAGES) {
    for (const [name, rendering] of sampleEmails(language, site)) {
      const email = rendering;
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
