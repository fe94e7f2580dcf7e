/**
 * The public pages' first paint as a phone on a slow network sees it: Lighthouse 12's mobile run (its default:
 * a mid-range phone, simulated slow 4G) of the landing page and the recipient's access page, three runs each,
 * medians printed with the target (performance at least 95, Largest Contentful Paint at most 2.0 s). Beside it, a
 * bare baseline measured the same way in the same run: a static page with the landing's headline and text and
 * nothing else, served by node:http, which is what the best possible first paint of those words costs here.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = 3;
export const firstPaintTargets = { performance: 95, lcpMs: 2_000 };

export type PaintFigures = { performance: number; lcpMs: number; blockingMs: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Where Chromium is: CHROME_PATH, else Debian's package; null when this machine has none. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate !== undefined && existsSync(candidate)) ?? null;
}

async function lighthouseRun(url: string, port: number): Promise<PaintFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    blockingMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}

/**
 * A run whose trace Chromium failed to record (Lighthouse's NO_NAVSTART, "please run Lighthouse again") is run
 * once more rather than ending the whole bench; a second failure is reported.
 */
async function runOnceMore<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}; running it once more\n`);
    return run();
  }
}

/** The median of three runs of each URL, in one Chromium. */
export async function measurePaint(urls: string[], chromePath: string): Promise<Map<string, PaintFigures>> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const figures = new Map<string, PaintFigures>();
    for (const url of urls) {
      const runs: PaintFigures[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await runOnceMore(() => lighthouseRun(url, chrome.port)));
      figures.set(url, {
        performance: median(runs.map((r) => r.performance)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        blockingMs: median(runs.map((r) => r.blockingMs)),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

const baselinePage = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Legado</title><meta name="description" content="Mensajes que llegan cuando deben.">
<style>body{font-family:system-ui,sans-serif;margin:0;padding:4rem 1rem;text-align:center;color:#1c1917;background:#fafaf9}
h1{font-size:2.5rem;line-height:1.1;margin:0 auto 1rem;max-width:40rem}p{font-size:1.125rem;color:#57534e;max-width:36rem;margin:0 auto}</style>
</head><body><main><h1>Escribe hoy lo que alguien necesitará leer mañana</h1>
<p>Cartas, despedidas e instrucciones que llegan en la fecha que elijas, y solo a la persona adecuada. Quien lo recibe no necesita crear una cuenta.</p></main></body></html>`;

/** The bare baseline's server: one static page, nothing to fetch after it. */
export async function startBaselinePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(baselinePage);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
