import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../web/precompress.ts';
import { closedPort, startBff, type TestBff } from './helpers/bff.ts';

const ENTRY = '/assets/index-Ab12Cd34.js';
const TINY = '/assets/tiny-Ef56Gh78.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SESSION = { cookie: 'legado_session=some-session-token' };
// The inline scripts the build writes: the language boot script in every page, the loader in prerendered ones.
const BOOT_SCRIPT = "document.documentElement.lang='es'";
const loaderScript = (language: string) => `load('${ENTRY}', '${language}')`;

/** A page as web/prerender.ts writes it: index.html around content rendered at build time. */
const prerenderedPage = (language: string, words: string) =>
  `<!doctype html><html lang="${language}" data-prerendered="page"><head><script>${BOOT_SCRIPT}</script>` +
  `<title>Legado</title><script>${loaderScript(language)}</script></head>` +
  `<body><div id="root" data-language="${language}"><h1>${words}</h1></div></body></html>\n`;

const HOME_CHUNK = '/assets/signed-in-home-Ij90Kl12.js';
const LETTER_CHUNK = '/assets/message-view-Mn34Op56.js';
const withSessionPreload = (chunk: string) =>
  `<!doctype html><html lang="es"><head><script>${BOOT_SCRIPT}</script><title>Legado</title>` +
  `<script type="module" crossorigin src="${ENTRY}"></script>` +
  `<link rel="modulepreload" crossorigin href="${chunk}"></head><body><div id="root"></div></body></html>\n`;

let webDist: string;
let bff: TestBff;

/** A built web app in miniature, compressed by the build's own step (web/precompress.ts). */
async function writeDist(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="es"><head><script>${BOOT_SCRIPT}</script><title>Legado</title>` +
      `<script type="module" crossorigin src="${ENTRY}"></script></head>` +
      `<body><div id="root"></div></body></html>\n`,
  );
  await writeFile(
    path.join(dir, `.${ENTRY}`),
    Array.from({ length: 200 }, (_, i) => `export const line${i} = 'the same words again and again';`).join(
      '\n',
    ),
  );
  // Too short for any encoding to make it smaller: the build writes no copy of it.
  await writeFile(path.join(dir, `.${TINY}`), 'x');
  await writeFile(
    path.join(dir, 'robots.txt'),
    await readFile(path.join(import.meta.dirname, '../../../web/public/robots.txt')),
  );
  const words: Record<string, Record<string, string>> = {
    es: {
      'landing.html': 'Escribe hoy',
      'auth.html': 'Crea tu cuenta',
      'auth-login.html': 'Hola de nuevo',
      'shell.html': 'Cargando',
    },
    en: {
      'landing.html': 'Write today',
      'auth.html': 'Create your account',
      'auth-login.html': 'Welcome back',
      'shell.html': 'Loading',
    },
  };
  for (const [language, pages] of Object.entries(words)) {
    await mkdir(path.join(dir, 'prerendered', language), { recursive: true });
    for (const [file, text] of Object.entries(pages))
      await writeFile(path.join(dir, 'prerendered', language, file), prerenderedPage(language, text));
    // The shell of a screen whose chunks it preloads (web/prerender.ts's preloadedScreens).
    await writeFile(
      path.join(dir, 'prerendered', language, 'shell-message-view.html'),
      prerenderedPage(language, `${pages['shell.html']} ${LETTER_CHUNK}`),
    );
  }
  // index.html with the chunks of a screen preloaded, for a session.
  for (const [name, chunk] of [
    ['home', HOME_CHUNK],
    ['message-view', LETTER_CHUNK],
  ] as const)
    await writeFile(path.join(dir, 'prerendered', `${name}.html`), withSessionPreload(chunk));
  await writeFile(
    path.join(dir, 'prerendered', 'pages.json'),
    JSON.stringify({
      languages: ['es', 'en'],
      pages: { '/': 'landing.html', '/auth': 'auth.html', '/auth?tab=login': 'auth-login.html' },
      shell: 'shell.html',
      screens: [
        { path: '/', name: 'home', sessionOnly: true },
        { path: '/message/view/', name: 'message-view', sessionOnly: false },
      ],
    }),
  );
  precompressDir(dir);
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'bff-web-'));
  await writeDist(webDist);
  // No backend is asked for a file of the web app.
  const dead = `127.0.0.1:${await closedPort()}`;
  bff = await startBff({ authAddress: dead, paymentAddress: dead }, { WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await bff?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return bff.app.inject({ method: 'GET', url, headers });
}

function onDisk(url: string): Promise<Buffer> {
  return readFile(path.join(webDist, url === '/' ? 'index.html' : `.${url}`));
}

/** The bytes as the browser reads them once it has undone the Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

const sha256Source = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

function expectVaryOnEncoding(response: LightMyRequestResponse) {
  expect(String(response.headers.vary ?? '').toLowerCase()).toMatch(/(^|,\s*)accept-encoding(\s*,|$)/);
}

describe('the build', () => {
  it('writes a brotli and a gzip copy of each text file, only where they are smaller', async () => {
    for (const url of [ENTRY, '/index.html', '/robots.txt']) {
      const original = await onDisk(url);
      const br = await onDisk(`${url}.br`);
      const gz = await onDisk(`${url}.gz`);
      expect(br.length, url).toBeLessThan(original.length);
      expect(gz.length, url).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original), url).toBe(true);
      expect(gunzipSync(gz).equals(original), url).toBe(true);
    }
    await expect(onDisk(`${TINY}.br`)).rejects.toThrow(/ENOENT/);
    await expect(onDisk(`${TINY}.gz`)).rejects.toThrow(/ENOENT/);
  });
});

describe('hashed assets', () => {
  it('go out as brotli to a browser that accepts it, cached for a year', async () => {
    const response = await get(ENTRY, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expectVaryOnEncoding(response);
    expect(response.rawPayload.equals(await onDisk(`${ENTRY}.br`))).toBe(true);
    expect(decoded(response).equals(await onDisk(ENTRY))).toBe(true);
  });

  it('go out as gzip to a browser that accepts gzip and not brotli', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const response = await get(ENTRY, { 'accept-encoding': acceptEncoding });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(response.headers['cache-control'], acceptEncoding).toBe(IMMUTABLE);
      expectVaryOnEncoding(response);
      expect(decoded(response).equals(await onDisk(ENTRY)), acceptEncoding).toBe(true);
    }
  });

  it('go out as they are to a client that accepts no encoding, still varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get(ENTRY, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expectVaryOnEncoding(response);
      expect(response.rawPayload.equals(await onDisk(ENTRY))).toBe(true);
    }
  });

  it('without a compressed copy go out as they are', async () => {
    const response = await get(TINY, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe('x');
  });

  it('have no address for their compressed copies', async () => {
    const response = await get(`${ENTRY}.br`, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('that the build did not write are missing, not the page', async () => {
    // An older build's chunk, asked for by a page loaded before a deploy: its import must fail as not found.
    const response = await get('/assets/index-Zz99Yy88.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});

describe('the page of a signed-in person', () => {
  it('is compressed and revalidated on every load, at / and at every client-side route', async () => {
    // The home and a recipient's letter are index.html with their chunks preloaded, from the build too.
    const pages: [string, string][] = [
      ['/', '/prerendered/home.html'],
      ['/index.html', '/'],
      ['/auth', '/'],
      ['/message/access', '/'],
      ['/message/view/ABCD-1234', '/prerendered/message-view.html'],
    ];
    for (const [url, file] of pages) {
      const html = await onDisk(file);
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br', ...SESSION });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-type'], url).toMatch(/^text\/html/);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expectVaryOnEncoding(br);
      expect(decoded(br).equals(html), url).toBe(true);

      const gzip = await get(url, { 'accept-encoding': 'gzip', ...SESSION });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(decoded(gzip).equals(html), url).toBe(true);

      const plain = await get(url, SESSION);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      expect(plain.rawPayload.equals(html), url).toBe(true);
    }
  });

  it('allows exactly the inline scripts the build wrote', async () => {
    const csp = String((await get('/', SESSION)).headers['content-security-policy']);
    const scriptSources = /(?:^|; )script-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
    expect(scriptSources?.sort()).toEqual(
      [
        "'self'",
        sha256Source(BOOT_SCRIPT),
        sha256Source(loaderScript('es')),
        sha256Source(loaderScript('en')),
      ].sort(),
    );
  });

  it('answers 304 to a browser revalidating the copy it has', async () => {
    const first = await get('/message/access', { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get('/message/access', { 'accept-encoding': 'br', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('is not the answer to an unknown /api path', async () => {
    const response = await get('/api/no-such-route', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the pages rendered at build time', () => {
  const page = async (url: string, cookie?: string) => {
    const response = await get(url, { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], url).toBe('no-cache');
    // The same address answers differently with a session or another language: no cache may mix them up.
    expect(String(response.headers.vary).toLowerCase(), url).toMatch(/(^|,\s*)cookie(\s*,|$)/);
    expectVaryOnEncoding(response);
    return decoded(response).toString('utf8');
  };

  it('go to a visitor on their paths, in Spanish unless the language cookie says English', async () => {
    expect(await page('/')).toBe(prerenderedPage('es', 'Escribe hoy'));
    expect(await page('/auth')).toBe(prerenderedPage('es', 'Crea tu cuenta'));
    expect(await page('/', 'lang=en')).toBe(prerenderedPage('en', 'Write today'));
    expect(await page('/auth', 'other=1; lang=en')).toBe(prerenderedPage('en', 'Create your account'));
    // The address exactly, query included: every "log in" link leads to the sign-in form.
    expect(await page('/auth?tab=login', 'lang=en')).toBe(prerenderedPage('en', 'Welcome back'));
    for (const language of ['fr', 'EN', '../en', ''])
      expect(await page('/', `lang=${language}`), language).toBe(prerenderedPage('es', 'Escribe hoy'));
  });

  it('give every other path, or one with a query, the shell around a spinner', async () => {
    for (const url of [
      '/auth?tab=register',
      '/auth?tab=login&next=%2Fmessages',
      '/message/view',
      '/?code=1234',
      '/no/such/page',
    ])
      expect(await page(url), url).toBe(prerenderedPage('es', 'Cargando'));
    expect(await page('/payment-success', 'lang=en')).toBe(prerenderedPage('en', 'Loading'));
  });

  it("give a recipient's letter the shell that preloads its chunks, in the visitor's language", async () => {
    expect(await page('/message/view/ABCD-1234')).toBe(prerenderedPage('es', `Cargando ${LETTER_CHUNK}`));
    expect(await page('/message/view/ABCD-1234', 'lang=en')).toBe(
      prerenderedPage('en', `Loading ${LETTER_CHUNK}`),
    );
  });

  it('never go to someone with a session, whose page their session fills', async () => {
    const index = (await onDisk('/')).toString('utf8');
    for (const url of ['/auth', '/account', '/message/view'])
      expect(await page(url, `lang=en; ${SESSION.cookie}`), url).toBe(index);
  });

  it("give a session the home and a recipient's letter with their chunks preloaded", async () => {
    expect(await page('/', SESSION.cookie)).toBe(withSessionPreload(HOME_CHUNK));
    expect(await page('/message/view/ABCD-1234', `lang=en; ${SESSION.cookie}`)).toBe(
      withSessionPreload(LETTER_CHUNK),
    );
  });

  it('have no address of their own', async () => {
    expect(await page('/prerendered/en/landing.html')).toBe(prerenderedPage('es', 'Cargando'));
    expect(await page('/prerendered/pages.json')).toBe(prerenderedPage('es', 'Cargando'));
  });
});

describe('/robots.txt', () => {
  it('is a robots file in plain text, compressed or not, keeping crawlers out of the API and messages', async () => {
    const encodings: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip' },
    ];
    for (const headers of encodings) {
      const response = await get('/robots.txt', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const text = decoded(response).toString('utf8');
      expect(text).toMatch(/^User-agent: \*$/m);
      for (const privatePath of ['/api/', '/message/', '/proof-of-life', '/payment', '/admin', '/messages'])
        expect(text).toMatch(new RegExp(`^Disallow: ${privatePath}$`, 'm'));
      expect(text).not.toMatch(/^Disallow: \/$/m);
      expect(text).not.toContain('<');
    }
  });
});
