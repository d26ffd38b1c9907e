import { TRPCClientError } from '@trpc/client';

/** True when the request never got an answer from the server (offline, DNS, refused). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TRPCClientError) return error.data === undefined && error.shape === undefined;
  return error instanceof TypeError;
}

/** The server's own message for a failed call, if it sent one. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof TRPCClientError && error.shape !== undefined) {
    const message = (error as TRPCClientError<never>).message;
    return message ? message : null;
  }
  return null;
}
