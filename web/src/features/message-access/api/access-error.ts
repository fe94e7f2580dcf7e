import { ApiError } from '../../../lib/api-client';

/** The fields an error answer of the recipient's calls may carry besides `message`. */
export type AccessErrorDetails = {
  status: number | null;
  message: string | undefined;
  attempts: number | undefined;
  maxAttempts: number | null | undefined;
  isLocked: boolean | undefined;
  /** Only on 403: when the message will be delivered; null when the date is not known. */
  availableOn: string | null | undefined;
};

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && name in body
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** Reads what the server said about a refusal, field by field, trusting none of them blindly. */
export function accessErrorDetails(error: unknown): AccessErrorDetails {
  const body = error instanceof ApiError ? error.body : undefined;
  const message = field(body, 'message');
  const attempts = field(body, 'attempts');
  const maxAttempts = field(body, 'maxAttempts');
  const isLocked = field(body, 'isLocked');
  const availableOn = field(body, 'availableOn');
  return {
    status: error instanceof ApiError ? error.status : null,
    message: typeof message === 'string' && message !== '' ? message : undefined,
    attempts: typeof attempts === 'number' ? attempts : undefined,
    maxAttempts: typeof maxAttempts === 'number' || maxAttempts === null ? maxAttempts : undefined,
    isLocked: typeof isLocked === 'boolean' ? isLocked : undefined,
    availableOn: typeof availableOn === 'string' || availableOn === null ? availableOn : undefined,
  };
}
