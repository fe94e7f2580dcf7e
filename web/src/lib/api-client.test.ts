import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/test-utils';
import { api, ApiError, serverMessage } from './api-client';
import { i18n } from './i18n';

async function failWith(response: Response): Promise<ApiError> {
  stubFetch({ 'GET /api/thing': () => response });
  const error = await api.get('/api/thing').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client errors', () => {
  it('uses the message of a JSON body and keeps status and body', async () => {
    const error = await failWith(jsonResponse({ message: 'Credenciales incorrectas', field: 'email' }, 401));
    expect(error.message).toBe('Credenciales incorrectas');
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ message: 'Credenciales incorrectas', field: 'email' });
    expect(serverMessage(error)).toBe('Credenciales incorrectas');
  });

  it('stringifies a JSON body without a message', async () => {
    const error = await failWith(jsonResponse({ error: 'boom' }, 500));
    expect(error.message).toBe('{"error":"boom"}');
    expect(serverMessage(error)).toBeUndefined();
  });

  it('uses "status: text" when the body is not JSON', async () => {
    const error = await failWith(new Response('Bad Gateway from proxy', { status: 502 }));
    expect(error.message).toBe('502: Bad Gateway from proxy');
    expect(error.status).toBe(502);
  });

  it('falls back to the status text when the body is empty', async () => {
    const error = await failWith(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    expect(error.message).toBe('503: Service Unavailable');
  });
});

describe('api client requests', () => {
  it('sends credentials, language, time zone and a JSON body ({} when empty) on POST', async () => {
    await i18n.changeLanguage('en');
    const fetchMock = stubFetch({ 'POST /api/logout': () => jsonResponse({ success: true }) });

    await expect(api.post('/api/logout')).resolves.toEqual({ success: true });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{}');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['X-Time-Zone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends no body on GET', async () => {
    const fetchMock = stubFetch({ 'GET /api/user': () => jsonResponse({ id: '1' }) });
    await api.get('/api/user');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((init?.headers as Record<string, string>)['Accept-Language']).toBe('es');
  });
});
