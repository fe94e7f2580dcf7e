import * as grpc from '@grpc/grpc-js';

/**
 * One error type for every service. `code` says what kind of failure it is (and so which gRPC and HTTP
 * status it becomes); `reason` names the precise case (e.g. EMAIL_TAKEN) so the bff can tell the user in
 * their language; `message` is for logs and developers, never shown to users.
 */
export const appErrorCodes = {
  INVALID_ARGUMENT: { grpc: grpc.status.INVALID_ARGUMENT, http: 400 },
  UNAUTHENTICATED: { grpc: grpc.status.UNAUTHENTICATED, http: 401 },
  PERMISSION_DENIED: { grpc: grpc.status.PERMISSION_DENIED, http: 403 },
  NOT_FOUND: { grpc: grpc.status.NOT_FOUND, http: 404 },
  ALREADY_EXISTS: { grpc: grpc.status.ALREADY_EXISTS, http: 409 },
  FAILED_PRECONDITION: { grpc: grpc.status.FAILED_PRECONDITION, http: 409 },
  RESOURCE_EXHAUSTED: { grpc: grpc.status.RESOURCE_EXHAUSTED, http: 429 },
  UNAVAILABLE: { grpc: grpc.status.UNAVAILABLE, http: 503 },
  DEADLINE_EXCEEDED: { grpc: grpc.status.DEADLINE_EXCEEDED, http: 504 },
  INTERNAL: { grpc: grpc.status.INTERNAL, http: 500 },
} as const;

export type AppErrorCode = keyof typeof appErrorCodes;

export type AppErrorOptions = {
  reason?: string;
  field?: string;
  /** Seconds until a rate limit resets (becomes Retry-After in the bff). */
  retryAfterSeconds?: number;
  cause?: unknown;
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly reason: string;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.reason = options.reason ?? code;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get httpStatus(): number {
    return appErrorCodes[this.code].http;
  }
}

const metadataKeys = { reason: 'app-error-reason', field: 'app-error-field', retryAfter: 'app-retry-after' };

/** Turns any thrown value into the gRPC status object a handler's callback expects. */
export function toGrpcError(error: unknown): Partial<grpc.StatusObject> {
  const appError =
    error instanceof AppError ? error : new AppError('INTERNAL', 'internal error', { cause: error });
  const metadata = new grpc.Metadata();
  metadata.set(metadataKeys.reason, appError.reason);
  if (appError.field) metadata.set(metadataKeys.field, appError.field);
  if (appError.retryAfterSeconds !== undefined) {
    metadata.set(metadataKeys.retryAfter, String(appError.retryAfterSeconds));
  }
  return { code: appErrorCodes[appError.code].grpc, details: appError.message, metadata };
}

const codeByGrpcStatus = new Map<number, AppErrorCode>(
  Object.entries(appErrorCodes).map(([code, { grpc: status }]) => [status, code as AppErrorCode]),
);

/** The inverse of toGrpcError, for clients: a failed call becomes the AppError the server threw. */
export function fromGrpcError(error: grpc.ServiceError): AppError {
  const code = codeByGrpcStatus.get(error.code) ?? 'INTERNAL';
  const first = (key: string) => {
    const value = error.metadata?.get(key)[0];
    return typeof value === 'string' ? value : undefined;
  };
  const retryAfter = first(metadataKeys.retryAfter);
  const options: AppErrorOptions = { cause: error };
  const reason = first(metadataKeys.reason);
  const field = first(metadataKeys.field);
  if (reason) options.reason = reason;
  if (field) options.field = field;
  if (retryAfter) options.retryAfterSeconds = Number(retryAfter);
  return new AppError(code, error.details || error.message, options);
}
