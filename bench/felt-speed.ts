/**
 * Speed as felt by someone who is not on a public page: the signed-in home until its first message card, and a
 * recipient's link (a letter without a question) until the letter's text, in unthrottled desktop Chromium on
 * this machine (playwright-core), each from the navigation's start. A cold run is a fresh browser profile (no
 * cache, the session cookie only); a warm one the same address again in that profile (the hashed chunks cached,
 * the page revalidated). Medians of several runs, and the median runs' waterfalls: which chunks and API calls
 * started when, so a chain of one wave waiting for the other shows.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { Draft, ProductApi } from './product-api.ts';

export const feltSpeedTargets = { coldMs: 600, warmMs: 300 };

/** When each request of the page started and ended, from the navigation's start (the Resource Timing API). */
export type Fetched = { name: string; startMs: number; endMs: number };
export type FeltRun = { ms: number; waterfall: Fetched[] };
export type FeltFigures = { cold: FeltRun[]; warm: FeltRun[] };

/** What each page is waiting for: the first message card of the home, the text of the recipient's letter. */
const shown = {
  home: 'article[id^="message-"]',
  letter: 'article[aria-labelledby="message-subject"] p',
} as const;

/**
 * In the page before its own code: the moment `selector` is first in the document, at the frame that paints it
 * (the next animation frame), on `window.__shownAt`. Text, not a function: the bench's types have no DOM.
 */
const watchFor = (selector: string) => `
  new MutationObserver(function (_records, observer) {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    observer.disconnect();
    requestAnimationFrame(function () { window.__shownAt = performance.now(); });
  }).observe(document, { childList: true, subtree: true });`;

/** The page's requests, the document's first, each from the navigation's start. */
const timings = `({
  ms: window.__shownAt,
  waterfall: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
    (entry) => ({ name: new URL(entry.name).pathname, startMs: entry.startTime, endMs: entry.responseEnd }),
  ),
})`;

async function timeVisit(context: BrowserContext, url: string, selector: string): Promise<FeltRun> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: watchFor(selector) });
    await page.goto(url, { waitUntil: 'commit' });
    // A function, not text: the page's CSP lets no text be evaluated as code.
    await page.waitForFunction(
      () => (globalThis as { __shownAt?: number }).__shownAt !== undefined,
      undefined,
      {
        timeout: 30_000,
        polling: 50,
      },
    );
    return (await page.evaluate(timings)) as FeltRun;
  } finally {
    await page.close();
  }
}

/** Each run in a fresh profile: the first visit cold, the second (the same page again) warm. */
async function measurePage(
  browser: Browser,
  runs: number,
  visit: (run: number) => { url: string; cookie?: { name: string; value: string; url: string } },
  selector: string,
): Promise<FeltFigures> {
  const figures: FeltFigures = { cold: [], warm: [] };
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const first = visit(run * 2);
      if (first.cookie) await context.addCookies([first.cookie]);
      figures.cold.push(await timeVisit(context, first.url, selector));
      figures.warm.push(await timeVisit(context, visit(run * 2 + 1).url, selector));
    } finally {
      await context.close();
    }
  }
  return figures;
}

/**
 * A verified sender with three sealed letters for the home, and a delivered code-only letter per visit for the
 * recipient, from another sender (each visit its own code: a code's own limits are not what is measured).
 */
export async function measureFeltSpeed({
  appUrl,
  api,
  chromePath,
  runs = 5,
}: {
  appUrl: string;
  api: ProductApi;
  chromePath: string;
  runs?: number;
}): Promise<{ home: FeltFigures; letter: FeltFigures }> {
  const letter: Draft = { securityLevel: 'none', questions: [], deliveryDate: null };
  const [sender, recipients] = await Promise.all([api.verifiedSender(), api.verifiedSender()]);
  for (let i = 0; i < 3; i++) await api.sealLetter(sender, letter);
  const codes: string[] = [];
  for (let i = 0; i < 2 * runs; i++) codes.push((await api.sealLetter(recipients, letter)).accessCode);
  for (const code of codes) await api.waitUntilDelivered(code);
  const [name, value] = sender.split('=') as [string, string];
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const home = await measurePage(
      browser,
      runs,
      () => ({ url: new URL('/', appUrl).href, cookie: { name, value, url: appUrl } }),
      shown.home,
    );
    const letter = await measurePage(
      browser,
      runs,
      (visit) => ({ url: new URL(`/message/view/${codes[visit]}`, appUrl).href }),
      shown.letter,
    );
    return { home, letter };
  } finally {
    await browser.close();
  }
}

const median = <T>(values: T[], by: (value: T) => number): T =>
  [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * A run's requests as waves: requests that started within a few milliseconds of each other were asked for by
 * the same piece of code (the page, a chunk, an answer), one line each; the API calls each on their own.
 */
function waves(run: FeltRun): string[] {
  const lines: string[] = [];
  const sorted = [...run.waterfall].sort((a, b) => a.startMs - b.startMs);
  let wave: Fetched[] = [];
  const flush = () => {
    if (wave.length === 0) return;
    const names = wave.map((entry) => entry.name.replace(/^\/assets\//, '').replace(/-[\w-]{8}\./, '.'));
    const shownNames = names.length > 6 ? [...names.slice(0, 6), `… ${names.length - 6} more`] : names;
    lines.push(
      `    ${ms(wave[0]!.startMs).padStart(7)} → ${ms(Math.max(...wave.map((e) => e.endMs))).padStart(7)}  ` +
        `${wave.length} file${wave.length === 1 ? '' : 's'}: ${shownNames.join(', ')}`,
    );
    wave = [];
  };
  for (const entry of sorted) {
    if (entry.name.startsWith('/api/')) {
      flush();
      lines.push(`    ${ms(entry.startMs).padStart(7)} → ${ms(entry.endMs).padStart(7)}  ${entry.name}`);
      continue;
    }
    if (wave.length > 0 && entry.startMs - wave[wave.length - 1]!.startMs > 4) flush();
    wave.push(entry);
  }
  flush();
  lines.push(`    ${ms(run.ms).padStart(7)}            shown`);
  return lines;
}

/** The medians beside the targets, and the median runs' waterfalls of each page. */
export function reportFeltSpeed(figures: { home: FeltFigures; letter: FeltFigures }): string[] {
  const runs = figures.home.cold.length;
  const lines = [
    `Speed as felt, desktop Chromium unthrottled, median of ${runs} runs (cold: a fresh profile; warm: again):`,
  ];
  const pages = [
    ['signed-in home, first card', figures.home],
    ["recipient's link, letter text", figures.letter],
  ] as const;
  let met = true;
  for (const [label, page] of pages) {
    const cold = median(page.cold, (run) => run.ms).ms;
    const warm = median(page.warm, (run) => run.ms).ms;
    met &&= cold <= feltSpeedTargets.coldMs && warm <= feltSpeedTargets.warmMs;
    lines.push(`  ${label.padEnd(31)} cold ${ms(cold).padStart(7)}   warm ${ms(warm).padStart(7)}`);
  }
  lines.push(
    `  target: within ${ms(feltSpeedTargets.coldMs)} cold and ${ms(feltSpeedTargets.warmMs)} warm: ${met ? 'met' : 'NOT met'}`,
  );
  for (const [label, page] of pages)
    for (const visit of ['cold', 'warm'] as const) {
      lines.push(`  waterfall of the median ${visit} run, ${label} (start → end, from the navigation):`);
      lines.push(...waves(median(page[visit], (run) => run.ms)));
    }
  return lines;
}
