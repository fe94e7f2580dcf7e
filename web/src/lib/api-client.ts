import { takeEarlyFetch } from './early-fetch-script';
import { currentLanguage } from './i18n';

/** A non-OK response. `message` follows the spec's rule; `body` keeps what the server said. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function hasMessage(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string' &&
    value.message !== ''
  );
}

/**
 * The spec's error rule: the JSON body's `message`; otherwise the JSON itself as text; when the body is
 * not JSON, `status: text` (the response text, or the status text when the body is empty).
 */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const json = parseJson(text);
  if (json.ok) {
    const message = hasMessage(json.value) ? json.value.message : JSON.stringify(json.value);
    return new ApiError(message, response.status, json.value);
  }
  return new ApiError(`${response.status}: ${text || response.statusText}`, response.status, text);
}

/** The input field the server named as at fault (`{ message, field }`), if any. */
export function serverField(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const field = (error.body as { field?: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}

/** The server's own words for a failed call, already in the user's language; undefined otherwise. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && hasMessage(error.body) ? error.body.message : undefined;
}

type RequestOptions = {
  signal?: AbortSignal;
  /** Extra request headers (e.g. an order's payment token). */
  headers?: Record<string, string>;
};

async function send(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  options: RequestOptions & { accept?: string },
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: options.accept ?? 'application/json',
    'Accept-Language': currentLanguage(),
    'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone,
    ...options.headers,
  };
  // The server refuses a state-changing call without a JSON body (its CSRF defence), so one is always sent.
  const hasBody = method !== 'GET';
  if (hasBody) headers['Content-Type'] = 'application/json';

  const json = hasBody ? JSON.stringify(body ?? {}) : undefined;
  // The page's head may have asked this already, before the app's code arrived (early-fetch-script.ts).
  const response = await (takeEarlyFetch(method, path, json) ??
    fetch(path, { method, headers, credentials: 'include', body: json, signal: options.signal }));
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function request<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, body, options);
  const text = await response.text();
  return (text === '' ? null : JSON.parse(text)) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  patch: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, {}, options),
  /** A POST whose answer is a file (a PDF); errors come back as JSON, as from any call. */
  postForFile: async (path: string, body: unknown, accept: string, options: RequestOptions = {}) =>
    (await send('POST', path, body, { ...options, accept })).blob(),
};
