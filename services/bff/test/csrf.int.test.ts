import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUsers, startBackends, type Backends } from '@app/test-stack/backends';
import {
  getUser,
  newPerson,
  postJson,
  registerPerson,
  setCookie,
  startBff,
  type TestBff,
} from './helpers/bff.ts';

let backends: Backends;
let bff: TestBff;

beforeAll(async () => {
  backends = await startBackends('csrf');
  bff = await startBff(backends);
});
afterAll(async () => {
  await bff?.close();
  await backends?.stop();
});

const refused = { message: 'Solicitud rechazada: no procede de esta aplicación.' };
const jsonRequired = { message: 'La solicitud debe enviarse en formato JSON.' };

/** Nobody with this person's username or e-mail exists, and their password opens nothing. */
async function expectNotCreated(person: ReturnType<typeof newPerson>) {
  expect(await countUsers(backends, person)).toBe(0);
  const login = await postJson(bff.app, '/api/login', { email: person.email, password: person.password });
  expect(login.statusCode).toBe(401);
}

describe('cross-site requests', () => {
  it('refuses a POST from another origin and creates nobody', async () => {
    const person = newPerson('evil');
    const response = await postJson(bff.app, '/api/register', person, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
    expect(response.headers['set-cookie']).toBeUndefined();

    const english = await postJson(bff.app, '/api/register', person, {
      origin: 'https://evil.example',
      'accept-language': 'en',
    });
    expect(english.statusCode).toBe(403);
    expect(english.json()).toEqual({ message: 'Request refused: it did not come from this application.' });
    await expectNotCreated(person);
  });

  it('refuses Sec-Fetch-Site cross-site and same-site, whatever the Origin says', async () => {
    const person = newPerson('fetchsite');
    for (const site of ['cross-site', 'same-site']) {
      const response = await postJson(bff.app, '/api/register', person, { 'sec-fetch-site': site });
      expect(response.statusCode, site).toBe(403);
      expect(response.json()).toEqual(refused);
    }
    await expectNotCreated(person);
  });

  it('refuses a cross-site logout and the session survives', async () => {
    const { cookie } = await registerPerson(bff.app, 'keepsession');
    const response = await bff.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      cookies: { legado_session: cookie },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await getUser(bff.app, cookie)).statusCode).toBe(200);
  });

  it('takes a bodiless logout from our own page, and refuses one from elsewhere or from nowhere', async () => {
    const bodiless = (cookie: string, headers: Record<string, string>) =>
      bff.app.inject({ method: 'POST', url: '/api/logout', headers, cookies: { legado_session: cookie } });
    // The spec's payload is "none": a page may send no body and no content type.
    const ours = await registerPerson(bff.app, 'bodiless');
    const signedOut = await bodiless(ours.cookie, { origin: 'http://localhost:8080' });
    expect(signedOut.statusCode).toBe(200);
    expect((await getUser(bff.app, ours.cookie)).statusCode).toBe(401);
    const fetched = await registerPerson(bff.app, 'bodiless_meta');
    expect((await bodiless(fetched.cookie, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);

    const theirs = await registerPerson(bff.app, 'bodiless_kept');
    const crossSite = await bodiless(theirs.cookie, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual(refused);
    // Neither header: no page vouches for it, so it must be JSON as before.
    expect((await bodiless(theirs.cookie, {})).statusCode).toBe(400);
    expect((await getUser(bff.app, theirs.cookie)).statusCode).toBe(200);
  });

  it('refuses a cross-site text/plain post (what a form can send)', async () => {
    const person = newPerson('plain');
    const response = await bff.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      payload: JSON.stringify(person),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
    await expectNotCreated(person);
  });

  it('accepts our own page: same-origin fetch metadata, or the Origin the request was addressed to', async () => {
    const sameOrigin = await bff.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(newPerson('same')),
    });
    expect(sameOrigin.statusCode).toBe(201);

    const ownHost = await postJson(bff.app, '/api/register', newPerson('ownhost'), {
      host: 'bff.internal:9000',
      origin: 'http://bff.internal:9000',
    });
    expect(ownHost.statusCode).toBe(201);
  });

  it('does not apply to reads', async () => {
    const { cookie } = await registerPerson(bff.app, 'reads');
    const response = await bff.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      cookies: { legado_session: cookie },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('request bodies', () => {
  it('refuses a form post with 400 and creates nobody', async () => {
    const person = newPerson('form');
    const response = await bff.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:8080',
      },
      payload: new URLSearchParams(person).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(jsonRequired);
    expect(response.headers['set-cookie']).toBeUndefined();
    await expectNotCreated(person);
  });

  it('refuses text/plain from our own origin with 400', async () => {
    const person = newPerson('plainours');
    const response = await bff.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:8080', 'accept-language': 'en' },
      payload: JSON.stringify(person),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request must be sent as JSON.' });
    await expectNotCreated(person);
  });

  it('refuses malformed JSON with 400 and changes nothing', async () => {
    const { person, cookie } = await registerPerson(bff.app, 'malformed');
    const malformedRegister = await postJson(bff.app, '/api/register', '{"username": "abc", ');
    expect(malformedRegister.statusCode).toBe(400);
    expect(malformedRegister.json()).toEqual({ message: 'La solicitud no es válida.' });

    const malformedLogin = await postJson(bff.app, '/api/login', `{"email":"${person.email}","password":`);
    expect(malformedLogin.statusCode).toBe(400);
    expect(malformedLogin.json()).toEqual({ message: 'La solicitud no es válida.' });
    expect(malformedLogin.headers['set-cookie']).toBeUndefined();

    const malformedLogout = await bff.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
      cookies: { legado_session: cookie },
      payload: '{',
    });
    expect(malformedLogout.statusCode).toBe(400);
    expect((await getUser(bff.app, cookie)).statusCode).toBe(200);
  });

  it('refuses a JSON body that is not an object', async () => {
    const response = await postJson(bff.app, '/api/login', '["a@example.com", "password"]');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'La solicitud no es válida.' });
  });

  it('a well-formed JSON post from our page goes through', async () => {
    const person = newPerson('wellformed');
    const response = await postJson(bff.app, '/api/register', person);
    expect(response.statusCode).toBe(201);
    expect(setCookie(response).value).not.toBe('');
    expect(await countUsers(backends, person)).toBe(1);
  });
  it('refuses a cross-site POST to a percent-encoded /api path, and the session survives', async () => {
    const { cookie } = await registerPerson(bff.app, 'encoded');
    const response = await bff.app.inject({
      method: 'POST',
      url: '/%61pi/logout',
      headers: {
        'content-type': 'text/plain',
        origin: 'https://evil.example',
        'sec-fetch-site': 'same-site',
      },
      cookies: { legado_session: cookie },
      payload: 'x',
    });
    expect(response.statusCode).toBe(403);
    expect((await getUser(bff.app, cookie)).statusCode).toBe(200);
  });

  it('never lets a percent-encoded /api answer be cached', async () => {
    const { cookie } = await registerPerson(bff.app, 'encodedget');
    const response = await bff.app.inject({
      method: 'GET',
      url: '/%61pi/user',
      cookies: { legado_session: cookie },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
