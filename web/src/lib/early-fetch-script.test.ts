import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/test-utils';
import { api } from './api-client';
import { EARLY_FETCHES, earlyFetchScript, forgetEarlyFetches } from './early-fetch-script';

/** The page's head running the script at `path`, on a page served with a session or as a visitor's shell. */
function runInHead(path: string, served: 'session' | 'shell') {
  window.history.replaceState(null, '', path);
  if (served === 'shell') document.documentElement.setAttribute('data-prerendered', 'shell');
  else document.documentElement.removeAttribute('data-prerendered');
  // The page runs it as an inline script; here as the same text.
  new Function(earlyFetchScript)();
}

afterEach(() => {
  document.documentElement.removeAttribute('data-prerendered');
  delete (window as unknown as Record<string, unknown>)[EARLY_FETCHES];
  window.history.replaceState(null, '', '/');
});

const user = { id: 'u1', username: 'ana' };

describe('the early fetch script', () => {
  it('asks for the home user and list, and the client takes each answer once instead of asking', async () => {
    const fetch = stubFetch({
      'GET /api/user': () => jsonResponse(user),
      'GET /api/messages': () => jsonResponse([]),
    });
    runInHead('/', 'session');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/user', '/api/messages']);
    expect(await api.get('/api/user')).toEqual(user);
    expect(await api.get('/api/messages')).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
    // Taken once: the next call is the client's own, made the same way as the script's.
    expect(await api.get('/api/user')).toEqual(user);
    expect(fetch).toHaveBeenCalledTimes(3);
    const [early, own] = [fetch.mock.calls[0]![1]!, fetch.mock.calls[2]![1]!];
    expect(early.headers).toEqual(own.headers);
    expect([early.method, early.credentials, early.body]).toEqual([own.method, own.credentials, own.body]);
  });

  it("looks a recipient's code up for a visitor, asks nothing about a user, and hands it only to that code", async () => {
    const fetch = stubFetch({ 'POST /api/access': () => jsonResponse({ accessCode: 'ABCD-EFGH' }) });
    runInHead('/message/view/%20ABCD-EFGH', 'shell');
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.body])).toEqual([
      ['/api/access', JSON.stringify({ accessCode: 'ABCD-EFGH' })],
    ]);
    await api.post('/api/access', { accessCode: 'WXYZ-1234' });
    expect(fetch).toHaveBeenCalledTimes(2);
    await api.post('/api/access', { accessCode: 'ABCD-EFGH' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves nothing to take once forgotten', async () => {
    const fetch = stubFetch({ 'GET /api/user': () => jsonResponse(user) });
    runInHead('/account', 'session');
    forgetEarlyFetches();
    await api.get('/api/user');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("asks nothing on a visitor's other pages", () => {
    const fetch = stubFetch({});
    runInHead('/account', 'shell');
    expect(fetch).not.toHaveBeenCalled();
  });
});
