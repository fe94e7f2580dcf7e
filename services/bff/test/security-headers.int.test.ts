import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackends, type Backends } from '@app/test-stack/backends';
import { getUser, newPerson, postJson, setCookie, startBff, type TestBff } from './helpers/bff.ts';

let backends: Backends;
let plain: TestBff;
let secure: TestBff;

beforeAll(async () => {
  backends = await startBackends('headers');
  [plain, secure] = await Promise.all([startBff(backends), startBff(backends, { SECURE_COOKIES: 'true' })]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), secure?.close()]);
  await backends?.stop();
});

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  const policy = directives(response);
  const scriptSources = policy.get('script-src') ?? policy.get('default-src');
  expect(scriptSources).toBeDefined();
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on an API response, which is never cached', async () => {
    const response = await getUser(plain.app);
    expect(response.statusCode).toBe(401);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('are on a successful API response with a session cookie', async () => {
    const response = await postJson(plain.app, '/api/register', newPerson('headers'));
    expect(response.statusCode).toBe(201);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('are on a 404', async () => {
    const api = await plain.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No existe esa ruta.' });
    expectSecurityHeaders(api);
    expect(api.headers['cache-control']).toBe('no-store');

    const page = await plain.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: 'There is no such route.' });
    expectSecurityHeaders(page);
  });

  it('leave out HSTS when cookies are not secure', async () => {
    for (const url of ['/api/user', '/api/no-such-route', '/healthz']) {
      const response = await plain.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('include HSTS for at least a year when cookies are secure', async () => {
    for (const url of ['/api/user', '/api/no-such-route', '/healthz']) {
      const response = await secure.app.inject({ method: 'GET', url });
      const hsts = String(response.headers['strict-transport-security'] ?? '');
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(maxAge, url).toBeGreaterThanOrEqual(31_536_000);
      expectSecurityHeaders(response);
    }
  });
});

describe('secure cookies', () => {
  it('name the session cookie __Host-legado_session and mark it Secure', async () => {
    const response = await postJson(secure.app, '/api/register', newPerson('secure'));
    expect(response.statusCode).toBe(201);
    expect((response.cookies as { name: string }[]).map((c) => c.name)).toEqual(['__Host-legado_session']);
    const cookie = setCookie(response, '__Host-legado_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie).not.toHaveProperty('domain');

    const me = await getUser(secure.app, cookie.value, {}, '__Host-legado_session');
    expect(me.statusCode).toBe(200);
    // The plain-http cookie name means nothing to a secure deployment.
    expect((await getUser(secure.app, cookie.value, {}, 'legado_session')).statusCode).toBe(401);

    const logout = await secure.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
      cookies: { '__Host-legado_session': cookie.value },
      payload: '{}',
    });
    expect(logout.statusCode).toBe(200);
    const cleared = setCookie(logout, '__Host-legado_session');
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/' });
    expect((await getUser(secure.app, cookie.value, {}, '__Host-legado_session')).statusCode).toBe(401);
  });

  it('are not Secure, and plainly named, on plain-http runs', async () => {
    const response = await postJson(plain.app, '/api/register', newPerson('insecure'));
    expect((response.cookies as { name: string }[]).map((c) => c.name)).toEqual(['legado_session']);
    expect(setCookie(response).secure).toBeFalsy();
  });
});

describe('health', () => {
  it('/healthz answers 200', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 with Redis up', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', failed: [] });
  });
});
