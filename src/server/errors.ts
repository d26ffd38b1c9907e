// Domain code throws AppError; the tRPC error formatter and the Fastify error handler turn it
// into a status code and the message the user reads. Nothing else decides HTTP statuses.
export const appErrorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof appErrorStatus;

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Seconds a client should wait, for TOO_MANY_REQUESTS. */
  readonly retryAfter: number | undefined;

  constructor(code: AppErrorCode, message: string, options?: { retryAfter?: number; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.retryAfter = options?.retryAfter;
  }

  get status(): number {
    return appErrorStatus[this.code];
  }
}
